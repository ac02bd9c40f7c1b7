// The Spanish texts of the keys and their loans (Llaves, Control de llaves) beyond the schemas' labels, at their keys
// under app.documentos.* (src/i18n/modules/documentos.ts puts them there): the loan's rules, actions and notice.
export const llavesMessages = {
  validation: {
    devolucion_despues: 'La devolución prevista debe ser posterior a la salida',
  },
  errors: {
    llave_prestada: 'La llave %{codigo} ya está prestada (desde el %{desde}). Registre su devolución antes de prestarla otra vez.',
    llave_extraviada: 'La llave %{codigo} figura como extraviada: no se puede prestar.',
    prestamo_cerrado: 'El préstamo ya está cerrado.',
    llave_no_extraviada: 'La llave no figura como extraviada.',
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
  },
} as const;
