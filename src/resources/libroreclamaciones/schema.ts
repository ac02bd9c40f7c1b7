import { defineModule, type FieldDef, type ModuleSchema, type RuleErrors } from '../../framework/schema';
import { MONEDA_CHOICES } from '../common';

// The Libro de Reclamaciones virtual (Ley 29571 art. 150; D.S. 011-2011-PCM, Anexo I, as amended up to
// D.S. 101-2022-PCM). One row per Hoja de Reclamación.
// - The consumer's part is written once, by the public form (POST /api/public/libroreclamaciones/registrar): its
//   fields are readOnly here, so the generic actualizar refuses them. The number, date and deadline are the
//   server's.
// - The provider's part (acciones, respuesta, fecha_respuesta) is written by 'Responder'
//   (POST /libroreclamaciones/responder), which also e-mails the answer. The generic edit only moves a pending
//   sheet to 'en proceso'.
// - Rows are never deleted (kept at least two years): no eliminar. The generic registrar is refused for everyone
//   (numbers are the public form's); 'Nuevo' opens the public form, for a complaint received in person.

export const ESTADO_RECLAMO_CHOICES = [
  { id: 'pendiente', name: 'Pendiente' },
  { id: 'en_proceso', name: 'En proceso' },
  { id: 'respondido', name: 'Respondido' },
] as const;

export const TIPO_RECLAMO_CHOICES = [
  { id: 'reclamo', name: 'Reclamo' },
  { id: 'queja', name: 'Queja' },
] as const;

/** The regulation's definitions, shown next to each choice (D.S. 011-2011-PCM, art. 1 and Anexo I). */
export const TIPO_RECLAMO_DEFINICION: Readonly<Record<string, string>> = {
  reclamo: 'Disconformidad relacionada a los productos o servicios.',
  queja: 'Disconformidad no relacionada a los productos o servicios; o malestar o descontento respecto a la atención al público.',
};

export const BIEN_TIPO_CHOICES = [
  { id: 'producto', name: 'Producto' },
  { id: 'servicio', name: 'Servicio' },
] as const;

export const DOCUMENTO_CONSUMIDOR_CHOICES = [
  { id: 'DNI', name: 'DNI' },
  { id: 'CE', name: 'Carné de extranjería' },
  { id: 'PASAPORTE', name: 'Pasaporte' },
] as const;

/** The consumer's part of the sheet, in the order of the regulation's Anexo I. */
export const CONSUMER_FIELDS = {
  nombre: { type: 'text', label: 'Nombre completo', required: true, min: 3, max: 200, readOnly: true },
  documento_tipo: { type: 'doctype', label: 'Tipo de documento', required: true, choices: DOCUMENTO_CONSUMIDOR_CHOICES, readOnly: true },
  documento: { type: 'document', label: 'N.º de documento', required: true, typeField: 'documento_tipo', readOnly: true },
  domicilio: { type: 'text', label: 'Domicilio', required: true, min: 5, max: 300, readOnly: true },
  telefono: { type: 'phone', label: 'Teléfono', readOnly: true },
  email: { type: 'email', label: 'Correo electrónico', readOnly: true },
  menor_edad: { type: 'boolean', label: 'El consumidor es menor de edad', notNull: true, default: false, readOnly: true },
  apoderado: { type: 'text', label: 'Padre, madre o tutor (si es menor de edad)', max: 200, readOnly: true },
  bien_tipo: { type: 'enum', label: 'Bien contratado', required: true, choices: BIEN_TIPO_CHOICES, readOnly: true },
  moneda: { type: 'currency', label: 'Moneda', choices: MONEDA_CHOICES, default: 'PEN', readOnly: true },
  monto_reclamado: { type: 'money', label: 'Monto reclamado', currencyField: 'moneda', max: 100_000_000_000, readOnly: true },
  descripcion_bien: { type: 'longtext', label: 'Descripción del producto o servicio', required: true, min: 3, max: 2000, readOnly: true },
  tipo: { type: 'enum', label: 'Tipo', required: true, choices: TIPO_RECLAMO_CHOICES, readOnly: true, filter: 'eq', sortable: true },
  detalle: { type: 'longtext', label: 'Detalle', required: true, min: 10, max: 5000, readOnly: true },
  pedido: { type: 'longtext', label: 'Pedido del consumidor', required: true, min: 3, max: 2000, readOnly: true },
  acepta: { type: 'boolean', label: 'Declaro que los datos consignados son verdaderos', required: true, readOnly: true },
} as const satisfies Record<string, FieldDef>;

export type ConsumerField = keyof typeof CONSUMER_FIELDS;

/** The minor needs the parent or guardian; the acceptance replaces the signature. */
function consumerRules(r: Readonly<Record<string, unknown>>): RuleErrors {
  const out: RuleErrors = {};
  if (r.menor_edad === true && (typeof r.apoderado !== 'string' || r.apoderado.trim() === '')) out.apoderado = 'app.libro.validation.apoderado';
  if (r.acepta !== true) out.acepta = 'app.libro.validation.acepta';
  if (r.monto_reclamado !== null && r.monto_reclamado !== undefined && !r.moneda) out.moneda = 'ra.validation.required';
  return out;
}

const schema = defineModule({
  name: 'libroreclamaciones',
  key: 'id_reclamo',
  label: { one: 'Hoja de reclamación', many: 'Libro de Reclamaciones', gender: 'f' },
  menu: { area: 'sistema', path: '/sistema/libroreclamaciones', order: 6, icon: 'book' },
  noDelete: true,
  fields: {
    numero: { type: 'text', label: 'N.º', notNull: true, readOnly: true, sortable: true },
    fecha: { type: 'date', label: 'Fecha', notNull: true, readOnly: true, sortable: true, filter: 'range' },
    fecha_limite: { type: 'date', label: 'Fecha límite de respuesta', notNull: true, readOnly: true, sortable: true, filter: 'range' },
    ...CONSUMER_FIELDS,
    estado: { type: 'enum', label: 'Estado', required: true, choices: ESTADO_RECLAMO_CHOICES, default: 'pendiente', filter: 'eq', sortable: true },
    acciones: { type: 'longtext', label: 'Acciones adoptadas por el proveedor', readOnly: true },
    respuesta: { type: 'longtext', label: 'Respuesta al consumidor', readOnly: true },
    fecha_respuesta: { type: 'datetime', label: 'Fecha de respuesta', readOnly: true, sortable: true },
    creado_en: { type: 'datetime', label: 'Registrada el', notNull: true, readOnly: true },
  },
  list: {
    columns: ['numero', 'fecha', 'nombre', 'tipo', 'estado', 'fecha_limite'],
    sort: { field: 'numero', order: 'DESC' },
    search: ['numero', 'nombre', 'documento', 'email'],
  },
  access: {
    // Administrators hold every right; 'create' opens the public form (the generic registrar answers 409: sheets come only from it).
    Administrador: { read: true, create: true, update: true, export: true },
    Agente: {},
  },
  representation: '%{numero}',
  layout: [
    { title: 'Hoja', fields: ['numero', 'fecha', 'fecha_limite', 'estado'] },
    {
      title: '1. Identificación del consumidor reclamante',
      fields: ['nombre', 'documento_tipo', 'documento', 'domicilio', 'telefono', 'email', 'menor_edad', 'apoderado'],
    },
    { title: '2. Identificación del bien contratado', fields: ['bien_tipo', 'moneda', 'monto_reclamado', 'descripcion_bien'] },
    { title: '3. Detalle de la reclamación y pedido del consumidor', fields: ['tipo', 'detalle', 'pedido', 'acepta'] },
    { title: '4. Observaciones y acciones adoptadas por el proveedor', fields: ['acciones', 'respuesta', 'fecha_respuesta'] },
  ],
});

export default schema;

/**
 * The public form as a module schema of its own: the consumer's fields, writable, with the same rules. The
 * server validates the public filing with it; the public page validates with it before sending.
 */
export const publicFormSchema: ModuleSchema = {
  ...schema,
  fields: Object.fromEntries(Object.entries(CONSUMER_FIELDS).map(([name, f]) => [name, { ...f, readOnly: false }])),
  rules: consumerRules,
  layout: undefined,
};
