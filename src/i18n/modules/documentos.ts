// Spanish texts of Documentos, Legal and Directorios: what several of their modules share (the property's documents
// tabs, the end date, the MVCS code of brokers and agents), with each module's own from its folder's messages.ts at
// the same keys (app.documentos.*).
import { citasLlaveMessages } from '../../resources/citas/messages';
import { controlcontratosMessages } from '../../resources/controlcontratos/messages';
import { corredoresMessages } from '../../resources/corredores/messages';
import { controlregistrosMessages, controlregistrosValidation } from '../../resources/controlregistros/messages';
import { llavesMessages } from '../../resources/llaves/messages';

export const documentosMessages = {
  validation: {
    ...llavesMessages.validation,
    ...controlcontratosMessages.validation,
    ...controlregistrosValidation,
    // Contracts and ads.
    fecha_fin: 'La fecha de fin debe ser posterior a la de inicio',
    // Brokers and agents.
    registro_mvcs: 'Código MVCS no válido (PN- o PJ- seguido del número, p. ej. PN-1234)',
    registro_vigencia: 'Indique hasta cuándo está vigente el registro',
  },
  errors: {
    ...llavesMessages.errors,
    ofertante_con_documentos: 'El inmueble tiene %{que} registrados: no se elimina. Puede pasarlo a «Retirado».',
  },
  msg: llavesMessages.msg,
  actions: llavesMessages.actions,
  notificaciones: { ...llavesMessages.notificaciones, ...controlcontratosMessages.notificaciones },
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
