import { defineModule } from '../../framework/schema';
import { ADMIN_ONLY } from '../common';
import { ESTADO_REGISTRO_CHOICES, TIPO_TRAMITE_CHOICES } from './estados';

/** Partida electrónica: the SUNARP register number, 8 digits in practice (up to 11 accepted for old partidas). */
export const PARTIDA_RE = /^\d{8,11}$/;
/** Número de título: the year and the correlative of the presentation, as SUNARP prints it: 2026-01234567. */
export const TITULO_RE = /^(19|20)\d{2}-\d{1,8}$/;

// Legal › Control de registros: the agency's procedures before SUNARP. Administrators only. The list warns
// when fecha_vencimiento (the asiento de presentación's term) is near; estado follows TRANSICIONES_REGISTRO.
export default defineModule({
  name: 'controlregistros',
  key: 'id_registro',
  label: { one: 'Trámite registral', many: 'Control de registros' },
  menu: { area: 'legal', path: '/legal/controlregistros', order: 1, icon: 'gavel' },
  fields: {
    id_propiedad: { type: 'reference', label: 'Inmueble', reference: 'ofertantes', required: true, filter: 'eq', sortable: true },
    tipo_tramite: { type: 'enum', label: 'Trámite', choices: TIPO_TRAMITE_CHOICES, required: true, default: 'compraventa', filter: 'eq', sortable: true },
    partida_electronica: { type: 'text', label: 'Partida electrónica', required: true, max: 11, help: '8 dígitos, p. ej. 49012345' },
    oficina_registral: { type: 'text', label: 'Oficina registral', required: true, max: 60, filter: 'eq', sortable: true },
    numero_titulo: { type: 'text', label: 'Número de título', max: 13, help: 'Año y número, p. ej. 2026-01234567' },
    fecha_presentacion: { type: 'date', label: 'Presentado el', required: true, sortable: true, filter: 'range' },
    estado: { type: 'enum', label: 'Estado', choices: ESTADO_REGISTRO_CHOICES, default: 'presentado', required: true, filter: 'eq', sortable: true },
    fecha_vencimiento: { type: 'date', label: 'Vence el', sortable: true, filter: 'range', help: 'Vigencia del asiento de presentación' },
    cargas_gravamenes: { type: 'longtext', label: 'Cargas y gravámenes', max: 4000 },
    observaciones: { type: 'longtext', label: 'Observaciones', max: 4000 },
    archivo: { type: 'file', label: 'Documento (esquela, asiento, copia literal)' },
  },
  list: {
    columns: ['numero_titulo', 'id_propiedad', 'tipo_tramite', 'oficina_registral', 'fecha_presentacion', 'fecha_vencimiento', 'estado'],
    sort: { field: 'fecha_presentacion', order: 'DESC' },
    search: ['partida_electronica', 'numero_titulo', 'observaciones'],
  },
  layout: [
    { title: 'Trámite', fields: ['id_propiedad', 'tipo_tramite', 'estado', 'partida_electronica', 'oficina_registral', 'numero_titulo'] },
    { title: 'Plazos', fields: ['fecha_presentacion', 'fecha_vencimiento'] },
    { title: 'Detalle', fields: ['cargas_gravamenes', 'observaciones', 'archivo'] },
  ],
  access: ADMIN_ONLY,
  representation: '%{numero_titulo}',
  rules: (r) => {
    const errors: Record<string, string> = {};
    if (typeof r.partida_electronica === 'string' && !PARTIDA_RE.test(r.partida_electronica)) errors.partida_electronica = 'app.documentos.validation.partida';
    if (typeof r.numero_titulo === 'string' && r.numero_titulo !== '' && !TITULO_RE.test(r.numero_titulo)) errors.numero_titulo = 'app.documentos.validation.titulo';
    if (typeof r.fecha_presentacion === 'string' && typeof r.fecha_vencimiento === 'string' && r.fecha_vencimiento < r.fecha_presentacion) {
      errors.fecha_vencimiento = 'app.documentos.validation.vencimiento_despues';
    }
    return errors;
  },
});
