import { defineModule, type RuleErrors } from '../../framework/schema';
import { ADMIN_ONLY, MONEDA_CHOICES } from '../common';

export const MEDIO_CHOICES = [
  { id: 'urbania', name: 'Urbania' },
  { id: 'adondevivir', name: 'Adondevivir' },
  { id: 'properati', name: 'Properati' },
  { id: 'facebook', name: 'Facebook' },
  { id: 'instagram', name: 'Instagram' },
  { id: 'diario', name: 'Diario' },
  { id: 'letrero', name: 'Letrero' },
  { id: 'volante', name: 'Volante' },
  { id: 'otro', name: 'Otro' },
] as const;

export const ESTADO_MEDIO_CHOICES = [
  { id: 'activo', name: 'Activo', color: 'success' },
  { id: 'pausado', name: 'Pausado', color: 'warning' },
  { id: 'finalizado', name: 'Finalizado', color: 'default' },
] as const;

// Publicidad › Control de medios: one ad of one property on one channel. costo_por_contacto is kept by the server
// (costo / contactos, in the ad's currency); the list flags an ad still 'activo' after its fecha_fin.
export default defineModule({
  name: 'controlmedios',
  key: 'id_medio',
  label: { one: 'Medio publicitario', many: 'Control de medios', gender: 'm' },
  menu: { area: 'publicidad', path: '/publicidad/controlmedios', order: 3, icon: 'campaign' },
  fields: {
    medio: { type: 'enum', label: 'Medio', choices: MEDIO_CHOICES, required: true, default: 'urbania', filter: 'eq', sortable: true },
    id_propiedad: { type: 'reference', label: 'Inmueble', reference: 'ofertantes', required: true, filter: 'eq', sortable: true },
    fecha_inicio: { type: 'date', label: 'Inicio', required: true, sortable: true, filter: 'range' },
    fecha_fin: { type: 'date', label: 'Fin', sortable: true, filter: 'range' },
    moneda: { type: 'currency', label: 'Moneda', choices: MONEDA_CHOICES, default: 'PEN', required: true },
    costo: { type: 'money', label: 'Costo', currencyField: 'moneda', min: 0 },
    url: { type: 'url', label: 'Dirección del aviso' },
    estado: { type: 'enum', label: 'Estado', choices: ESTADO_MEDIO_CHOICES, default: 'activo', required: true, filter: 'eq', sortable: true },
    contactos: { type: 'integer', label: 'Contactos', min: 0, max: 100000, default: 0, sortable: true },
    costo_por_contacto: { type: 'money', label: 'Costo/contacto', currencyField: 'moneda', readOnly: true, sortable: true },
    observaciones: { type: 'longtext', label: 'Observaciones', max: 2000 },
  },
  list: {
    columns: ['medio', 'id_propiedad', 'fecha_fin', 'costo', 'contactos', 'costo_por_contacto', 'estado'],
    sort: { field: 'fecha_inicio', order: 'DESC' },
    search: ['observaciones', 'url'],
  },
  layout: [
    { title: 'Aviso', fields: ['medio', 'estado', 'id_propiedad', 'url'] },
    { title: 'Fechas', fields: ['fecha_inicio', 'fecha_fin'] },
    { title: 'Resultados', fields: ['moneda', 'costo', 'contactos', 'costo_por_contacto', 'observaciones'] },
  ],
  access: ADMIN_ONLY,
  representation: '%{medio} · %{fecha_inicio}',
  rules: (r) => {
    const errors: RuleErrors = {};
    if (typeof r.fecha_inicio === 'string' && typeof r.fecha_fin === 'string' && r.fecha_fin < r.fecha_inicio)
      errors.fecha_fin = 'app.publicidad.validation.fecha_fin';
    return errors;
  },
});
