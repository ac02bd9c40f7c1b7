import { defineModule, type RuleErrors } from '../../framework/schema';
import { AGENT_READS, DOCUMENTO_CHOICES } from '../common';

export const PRESTATARIO_CHOICES = [
  { id: 'agente', name: 'Agente de la oficina' },
  { id: 'corredor', name: 'Corredor externo' },
  { id: 'externo', name: 'Otra persona' },
] as const;

export const ESTADO_PRESTAMO_CHOICES = [
  { id: 'abierto', name: 'Prestada', color: 'warning' },
  { id: 'devuelto', name: 'Devuelta', color: 'default' },
  { id: 'extraviado', name: 'Extraviada', color: 'error' },
] as const;

/** The borrower's fields of one kind: only those belong to the loan (shown in the form, the rest stored empty). */
const borrower = (tipo: (typeof PRESTATARIO_CHOICES)[number]['id']) => ({ field: 'prestatario_tipo', in: [tipo] }) as const;

// Documentos › Control de llaves: one loan of one key. A key that is out cannot be lent again (409, also under
// a race: a partial unique index holds one open loan per key). 'Registrar devolución' closes the loan
// (POST /controlllaves/devolver), 'Marcar extraviada' closes it with the key lost (POST /controlllaves/extraviar).
// An overdue loan notifies the borrowing agent (or whoever lent it) and the administrators once.
export default defineModule({
  name: 'controlllaves',
  key: 'id_prestamo',
  label: { one: 'Préstamo de llave', many: 'Control de llaves', gender: 'm' },
  menu: { area: 'documentos', path: '/documentos/controlllaves', order: 1, icon: 'key' },
  fields: {
    id_llave: { type: 'reference', label: 'Llave', reference: 'llaves', required: true, createOnly: true, filter: 'eq', sortable: true },
    prestatario_tipo: { type: 'enum', label: 'Se presta a', choices: PRESTATARIO_CHOICES, default: 'agente', required: true, filter: 'eq' },
    id_agente: { type: 'reference', label: 'Agente', reference: 'agentes', filter: 'eq', sortable: true, when: borrower('agente') },
    id_corredor: { type: 'reference', label: 'Corredor', reference: 'corredores', filter: 'eq', when: borrower('corredor') },
    prestatario_nombre: { type: 'text', label: 'Nombre de quien la lleva', max: 160, when: borrower('externo') },
    prestatario_documento_tipo: {
      type: 'doctype',
      label: 'Tipo de documento',
      choices: DOCUMENTO_CHOICES,
      default: 'DNI',
      when: borrower('externo'),
    },
    prestatario_documento: {
      type: 'document',
      label: 'Documento',
      typeField: 'prestatario_documento_tipo',
      max: 12,
      when: borrower('externo'),
    },
    fecha_salida: { type: 'datetime', label: 'Salida', required: true, sortable: true, filter: 'range' },
    fecha_devolucion_prevista: { type: 'datetime', label: 'Devolución prevista', required: true, sortable: true, filter: 'range' },
    fecha_devolucion: { type: 'datetime', label: 'Devuelta el', readOnly: true, sortable: true },
    estado: { type: 'enum', label: 'Estado', choices: ESTADO_PRESTAMO_CHOICES, default: 'abierto', readOnly: true, filter: 'eq', sortable: true },
    motivo: { type: 'text', label: 'Motivo', max: 200 },
    id_cita: { type: 'reference', label: 'Cita', reference: 'citas', filter: 'eq' },
    observaciones: { type: 'longtext', label: 'Observaciones', max: 2000 },
  },
  list: {
    columns: ['id_llave', 'fecha_salida', 'fecha_devolucion_prevista', 'estado'],
    sort: { field: 'fecha_salida', order: 'DESC' },
    search: ['prestatario_nombre', 'motivo', 'observaciones'],
  },
  layout: [
    { title: 'Préstamo', fields: ['id_llave', 'fecha_salida', 'fecha_devolucion_prevista', 'motivo', 'id_cita'] },
    {
      title: 'Quién la lleva',
      fields: ['prestatario_tipo', 'id_agente', 'id_corredor', 'prestatario_nombre', 'prestatario_documento_tipo', 'prestatario_documento'],
    },
    { title: 'Devolución', fields: ['estado', 'fecha_devolucion', 'observaciones'] },
  ],
  access: AGENT_READS,
  representation: 'Préstamo %{id_prestamo}',
  rules: (r) => {
    const errors: RuleErrors = {};
    if (r.prestatario_tipo === 'agente' && !r.id_agente) errors.id_agente = 'ra.validation.required';
    if (r.prestatario_tipo === 'corredor' && !r.id_corredor) errors.id_corredor = 'ra.validation.required';
    if (r.prestatario_tipo === 'externo') {
      if (!r.prestatario_nombre) errors.prestatario_nombre = 'ra.validation.required';
      if (!r.prestatario_documento) errors.prestatario_documento = 'ra.validation.required';
    }
    if (
      typeof r.fecha_salida === 'string' &&
      typeof r.fecha_devolucion_prevista === 'string' &&
      Date.parse(r.fecha_devolucion_prevista) <= Date.parse(r.fecha_salida)
    ) {
      errors.fecha_devolucion_prevista = 'app.documentos.validation.devolucion_despues';
    }
    return errors;
  },
});
