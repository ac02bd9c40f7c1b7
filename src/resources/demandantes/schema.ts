import { defineModule, type RuleErrors } from '../../framework/schema';
import { REQUISITO_FIELDS } from '../../lib/matching';
import { AGENT_OWNS, DISTRITO_CHOICES, DOCUMENTO_CHOICES, MONEDA_CHOICES, TIPO_INMUEBLE_CHOICES } from '../common';

export const OPERACION_DEMANDA_CHOICES = [
  { id: 'C', name: 'Compra' },
  { id: 'A', name: 'Alquiler' },
] as const;

/** The seed: C shows 'Compra', anything else 'Alquiler'. */
export const operacionDemanda = (tipo: unknown): string => (tipo === 'C' ? 'Compra' : 'Alquiler');

// A buyer or renter and what they want. Without marketing consent the autoresponder never writes to them.
export default defineModule({
  name: 'demandantes',
  key: 'id_demandante',
  label: { one: 'Demandante', many: 'Demandantes', gender: 'm' },
  menu: { area: 'favoritos', path: '/favoritos/demandantes', order: 3, icon: 'person_search' },
  changeLog: 'cambiosd',
  fields: {
    nombre: { type: 'text', label: 'Nombre', required: true, max: 80, sortable: true },
    apellido: { type: 'text', label: 'Apellido', required: true, max: 80, sortable: true },
    documento_tipo: { type: 'doctype', label: 'Tipo de documento', choices: DOCUMENTO_CHOICES, default: 'DNI' },
    documento: { type: 'document', label: 'Número de documento', typeField: 'documento_tipo', max: 12 },
    telefono: { type: 'phone', label: 'Teléfono' },
    email: { type: 'email', label: 'Correo electrónico' },
    origen: {
      type: 'enum',
      label: 'Origen',
      filter: 'eq',
      default: 'web',
      choices: [
        { id: 'web', name: 'Página web' },
        { id: 'referido', name: 'Referido' },
        { id: 'portal', name: 'Portal inmobiliario' },
        { id: 'letrero', name: 'Letrero' },
        { id: 'redes', name: 'Redes sociales' },
        { id: 'otro', name: 'Otro' },
      ],
    },
    tipo_operacion: {
      type: 'enum',
      label: 'Operación',
      required: true,
      choices: OPERACION_DEMANDA_CHOICES,
      default: 'C',
      filter: 'eq',
      sortable: true,
    },
    tipos_inmueble: { type: 'multienum', label: 'Tipos de inmueble', choices: TIPO_INMUEBLE_CHOICES, filter: 'contains' },
    distritos: { type: 'multienum', label: 'Distritos', choices: DISTRITO_CHOICES, filter: 'contains' },
    moneda: { type: 'currency', label: 'Moneda', required: true, choices: MONEDA_CHOICES, default: 'PEN', filter: 'eq' },
    precio_min: { type: 'money', label: 'Precio mínimo', currencyField: 'moneda', filter: 'range', sortable: true },
    precio_max: { type: 'money', label: 'Precio máximo', currencyField: 'moneda', filter: 'range', sortable: true },
    dormitorios_min: { type: 'integer', label: 'Dormitorios (mín.)', min: 0, max: 50 },
    banos_min: { type: 'integer', label: 'Baños (mín.)', min: 0, max: 50 },
    cocheras_min: { type: 'integer', label: 'Cocheras (mín.)', min: 0, max: 50 },
    area_min: { type: 'decimal', label: 'Área mínima (m²)', min: 0, max: 10_000_000 },
    financiamiento: {
      type: 'enum',
      label: 'Financiamiento',
      choices: [
        { id: 'contado', name: 'Al contado' },
        { id: 'hipotecario', name: 'Crédito hipotecario' },
        { id: 'mivivienda', name: 'Fondo Mivivienda' },
      ],
    },
    descripcion: { type: 'longtext', label: 'Descripción del requerimiento', max: 2000 },
    estado: {
      type: 'enum',
      label: 'Estado',
      required: true,
      default: 'activo',
      filter: 'eq',
      sortable: true,
      choices: [
        { id: 'activo', name: 'Activo' },
        { id: 'pausado', name: 'Pausado' },
        { id: 'cerrado', name: 'Cerrado' },
        { id: 'perdido', name: 'Perdido' },
      ],
    },
    id_agente: { type: 'reference', label: 'Agente', reference: 'agentes', filter: 'eq', sortable: true, help: 'Vacío: queda a su nombre' },
    consentimiento_marketing: { type: 'boolean', label: 'Acepta recibir ofertas (marketing)', default: false, filter: 'eq' },
    consentimiento_fecha: { type: 'date', label: 'Fecha del consentimiento' },
  },
  list: {
    columns: ['nombre', 'apellido', 'tipo_operacion', 'tipos_inmueble', 'distritos', 'precio_max', 'estado', 'id_agente'],
    sort: { field: 'apellido', order: 'ASC' },
    search: ['nombre', 'apellido', 'email', 'telefono', 'documento', 'descripcion'],
  },
  layout: [
    { title: 'Datos personales', fields: ['nombre', 'apellido', 'documento_tipo', 'documento', 'telefono', 'email', 'origen'] },
    {
      title: 'Requerimiento',
      fields: [...REQUISITO_FIELDS, 'financiamiento', 'descripcion'],
    },
    { title: 'Seguimiento', fields: ['estado', 'id_agente', 'consentimiento_marketing', 'consentimiento_fecha'] },
  ],
  access: AGENT_OWNS,
  ownerField: 'id_agente',
  representation: '%{nombre} %{apellido}',
  rules: (r) => {
    const errors: RuleErrors = {};
    if (typeof r.precio_min === 'number' && typeof r.precio_max === 'number' && r.precio_min > r.precio_max)
      errors.precio_max = 'app.validation.precio_rango';
    if (r.consentimiento_marketing === true && !r.consentimiento_fecha) errors.consentimiento_fecha = 'app.validation.consentimiento_fecha';
    return errors;
  },
});
