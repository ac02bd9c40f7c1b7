import { defineModule } from '../../framework/schema';

export const ESTADO_MENSAJE_CHOICES = [
  { id: 'pendiente', name: 'Pendiente' },
  { id: 'enviado', name: 'Enviado' },
  { id: 'descartado', name: 'Descartado' },
  { id: 'error', name: 'Con error' },
] as const;

/** Estados in which a message may still be edited, sent (again) or discarded. */
export const ESTADOS_ABIERTOS: readonly string[] = ['pendiente', 'error'];

// The autoresponder queue (DOMAIN.md "autoresponder"): the server generates one pending message per active
// demandante with marketing consent and an email, listing the new or changed matching properties. Agents review
// and edit the text, then send or discard it (POST /autoresponder/enviar|descartar|generar, server/routes).
// Messages are never typed in: the server generates them, so registrar answers 409 (the administrators' 'create'
// right, kept because administrators hold every right, is the 'Generar ahora' page). No delete: discard instead.
// The server lets only the demandante's agent or an administrator edit, send or discard a message; other agents
// read it.
export default defineModule({
  name: 'autoresponder',
  key: 'id_mensaje',
  label: { one: 'Mensaje automático', many: 'Autoresponder', gender: 'm' },
  menu: { area: 'favoritos', path: '/favoritos/autoresponder', order: 1, icon: 'campaign' },
  noDelete: true,
  fields: {
    // Messages are kept when their demandante is deleted (./server/access.ts): no foreign key.
    id_demandante: {
      type: 'reference',
      label: 'Demandante',
      notNull: true,
      reference: 'demandantes',
      foreignKey: false,
      readOnly: true,
      filter: 'eq',
      sortable: true,
    },
    /** JSON text array of id_propiedad; shown as the properties' codes. */
    propiedades: { type: 'text', label: 'Inmuebles', notNull: true, readOnly: true },
    destinatario: { type: 'email', label: 'Destinatario', readOnly: true },
    asunto: { type: 'text', label: 'Asunto', required: true, max: 200 },
    cuerpo: { type: 'longtext', label: 'Mensaje', required: true, max: 20000 },
    estado: { type: 'enum', label: 'Estado', notNull: true, choices: ESTADO_MENSAJE_CHOICES, readOnly: true, filter: 'eq', sortable: true },
    enviado_en: { type: 'datetime', label: 'Enviado el', readOnly: true },
    error: { type: 'text', label: 'Último error', readOnly: true },
    intentos: { type: 'integer', label: 'Intentos', readOnly: true },
    creado_en: { type: 'datetime', label: 'Generado el', notNull: true, readOnly: true, sortable: true },
  },
  list: {
    columns: ['creado_en', 'id_demandante', 'destinatario', 'propiedades', 'asunto', 'estado', 'enviado_en', 'intentos'],
    sort: { field: 'creado_en', order: 'DESC' },
    search: ['asunto', 'destinatario'],
  },
  access: {
    Administrador: { read: true, create: true, update: true },
    Agente: { read: true, update: true },
  },
  representation: '%{asunto}',
});
