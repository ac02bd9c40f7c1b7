// Spanish texts of Documentos, Legal and Directorios (keys, loans, contracts, SUNARP records, brokers).
import { citasLlaveMessages } from '../../resources/citas/messages';
import { corredoresMessages } from '../../resources/corredores/messages';
import { controlregistrosMessages } from '../../resources/controlregistros/messages';

export const documentosMessages = {
  validation: {
    devolucion_despues: 'La devolución prevista debe ser posterior a la salida',
    fecha_fin: 'La fecha de fin debe ser posterior a la de inicio',
    fecha_fin_requerida: 'Indique la fecha de fin de un contrato vigente',
    solo_arrendamiento: 'Garantía y adelanto solo corresponden a un arrendamiento',
    registro_mvcs: 'Código MVCS no válido (PN- o PJ- seguido del número, p. ej. PN-1234)',
    registro_vigencia: 'Indique hasta cuándo está vigente el registro',
    vencimiento_despues: 'El vencimiento no puede ser anterior a la presentación',
  },
  errors: {
    llave_prestada: 'La llave %{codigo} ya está prestada (desde el %{desde}). Registre su devolución antes de prestarla otra vez.',
    llave_extraviada: 'La llave %{codigo} figura como extraviada: no se puede prestar.',
    prestamo_cerrado: 'El préstamo ya está cerrado.',
    llave_no_extraviada: 'La llave no figura como extraviada.',
    ofertante_con_documentos: 'El inmueble tiene %{que} registrados: no se elimina. Puede pasarlo a «Retirado».',
    llave_con_prestamo: 'La llave tiene un préstamo abierto: registre su devolución primero.',
  },
  msg: {
    devuelta: 'Devolución registrada: la llave está disponible.',
    extraviada: 'Préstamo cerrado: la llave figura como extraviada.',
    recuperada: 'La llave vuelve a estar disponible.',
  },
  actions: {
    devolver: 'Registrar devolución',
    extraviar: 'Marcar extraviada',
    recuperar: 'Llave encontrada',
    confirm_devolver: '¿Registrar la devolución de la llave %{codigo}?',
    confirm_extraviar: '¿Cerrar el préstamo con la llave %{codigo} extraviada?',
    prestar: 'Prestar',
    prestamos: 'Préstamos',
    abiertos: 'Prestadas',
    vencidos: 'Vencidos',
    vencido: 'Vencido',
  },
  notificaciones: {
    prestamo_vencido: 'La llave %{codigo} (%{inmueble}) debía devolverse el %{fecha} y sigue prestada a %{quien}.',
    contrato_por_vencer: 'El contrato de %{tipo} de %{inmueble} vence el %{fecha}.',
    contrato_vencido: 'Venció el contrato de %{tipo} de %{inmueble} (%{fecha}).',
  },
  tabs: {
    llaves: 'Llaves',
    contratos: 'Contratos',
    registros: 'Registros',
    sin_llaves: 'Este inmueble no tiene llaves registradas.',
    sin_prestamos: 'Sin préstamos registrados.',
    sin_contratos: 'Sin contratos registrados.',
    sin_registros: 'Sin trámites registrales.',
    prestamos: 'Préstamos de sus llaves',
  },
  citas: citasLlaveMessages,
  corredores: corredoresMessages,
  registros: controlregistrosMessages,
} as const;
