import { defineModule, type RuleErrors } from '../../framework/schema';
import { AGENT_READS, MONEDA_CHOICES } from '../common';

export const TIPO_CONTRATO_CHOICES = [
  { id: 'exclusividad', name: 'Exclusividad' },
  { id: 'corretaje', name: 'Corretaje' },
  { id: 'separacion', name: 'Separación' },
  { id: 'compraventa', name: 'Compraventa' },
  { id: 'arrendamiento', name: 'Arrendamiento' },
] as const;

export const ESTADO_CONTRATO_CHOICES = [
  { id: 'borrador', name: 'Borrador', color: 'default' },
  { id: 'vigente', name: 'Vigente', color: 'success' },
  { id: 'vencido', name: 'Vencido', color: 'error' },
  { id: 'resuelto', name: 'Resuelto', color: 'info' },
] as const;

// Documentos › Control de contratos. fecha_fin after fecha_inicio; the daily job marks a vigente contract
// vencido when fecha_fin has passed and notifies its agent once, 30 days before. An exclusivity contract in
// force sets the property's exclusividad and exclusividad_hasta.
export default defineModule({
  name: 'controlcontratos',
  key: 'id_contrato',
  label: { one: 'Contrato', many: 'Control de contratos', gender: 'm' },
  menu: { area: 'documentos', path: '/documentos/controlcontratos', order: 2, icon: 'description' },
  fields: {
    tipo: { type: 'enum', label: 'Tipo', choices: TIPO_CONTRATO_CHOICES, required: true, default: 'exclusividad', filter: 'eq', sortable: true },
    id_propiedad: { type: 'reference', label: 'Inmueble', reference: 'ofertantes', required: true, filter: 'eq', sortable: true },
    id_demandante: { type: 'reference', label: 'Demandante', reference: 'demandantes', filter: 'eq' },
    id_agente: { type: 'reference', label: 'Agente', reference: 'agentes', filter: 'eq', sortable: true, help: 'Vacío: el agente del inmueble' },
    partes: { type: 'longtext', label: 'Partes', required: true, max: 1000, help: 'Nombres y documentos de quienes firman' },
    fecha_firma: { type: 'date', label: 'Fecha de firma', sortable: true },
    fecha_inicio: { type: 'date', label: 'Inicio', required: true, sortable: true, filter: 'range' },
    fecha_fin: { type: 'date', label: 'Fin', sortable: true, filter: 'range' },
    moneda: { type: 'currency', label: 'Moneda', choices: MONEDA_CHOICES, default: 'PEN', required: true },
    monto: { type: 'money', label: 'Monto', currencyField: 'moneda' },
    garantia_meses: { type: 'integer', label: 'Garantía (meses)', min: 0, max: 24, help: 'Arrendamiento' },
    adelanto_meses: { type: 'integer', label: 'Adelanto (meses)', min: 0, max: 24, help: 'Arrendamiento' },
    comision: { type: 'money', label: 'Comisión', currencyField: 'moneda' },
    estado: { type: 'enum', label: 'Estado', choices: ESTADO_CONTRATO_CHOICES, default: 'borrador', required: true, filter: 'eq', sortable: true },
    archivo: { type: 'file', label: 'Contrato firmado (PDF)', accept: ['pdf'] },
    observaciones: { type: 'longtext', label: 'Observaciones', max: 2000 },
  },
  list: {
    columns: ['tipo', 'id_propiedad', 'id_agente', 'fecha_inicio', 'fecha_fin', 'monto', 'estado', 'archivo'],
    sort: { field: 'fecha_inicio', order: 'DESC' },
    search: ['partes', 'observaciones'],
  },
  layout: [
    { title: 'Contrato', fields: ['tipo', 'estado', 'id_propiedad', 'id_demandante', 'id_agente', 'partes'] },
    { title: 'Fechas', fields: ['fecha_firma', 'fecha_inicio', 'fecha_fin'] },
    { title: 'Montos', fields: ['moneda', 'monto', 'comision', 'garantia_meses', 'adelanto_meses'] },
    { title: 'Documento', fields: ['archivo', 'observaciones'] },
  ],
  access: AGENT_READS,
  representation: '%{tipo} · %{fecha_inicio}',
  rules: (r) => {
    const errors: RuleErrors = {};
    if (typeof r.fecha_inicio === 'string' && typeof r.fecha_fin === 'string' && r.fecha_fin <= r.fecha_inicio)
      errors.fecha_fin = 'app.documentos.validation.fecha_fin';
    if (r.tipo !== 'arrendamiento' && (r.garantia_meses || r.adelanto_meses)) errors.garantia_meses = 'app.documentos.validation.solo_arrendamiento';
    if ((r.tipo === 'exclusividad' || r.tipo === 'arrendamiento') && r.estado === 'vigente' && !r.fecha_fin)
      errors.fecha_fin = 'app.documentos.validation.fecha_fin_requerida';
    return errors;
  },
});
