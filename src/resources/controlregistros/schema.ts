import { defineModule, type RuleErrors } from '../../framework/schema';
import { ADMIN_ONLY } from '../common';
import { PARTIDA_FORMAS, validateNumeroTitulo, validatePartida } from '../../lib/documents';
import { OFICINA_CHOICES } from '../../lib/sunarp';
import { ESTADO_REGISTRO_CHOICES, TIPO_TRAMITE_CHOICES } from './estados';

// Legal › Control de registros: the agency's procedures before SUNARP. Administrators only. The list warns
// when fecha_vencimiento (the asiento de presentación's term) is near; estado follows TRANSICIONES_REGISTRO.
export default defineModule({
  name: 'controlregistros',
  key: 'id_registro',
  label: { one: 'Trámite registral', many: 'Control de registros', gender: 'm' },
  menu: { area: 'legal', path: '/legal/controlregistros', order: 1, icon: 'gavel' },
  fields: {
    id_propiedad: { type: 'reference', label: 'Inmueble', reference: 'ofertantes', required: true, filter: 'eq', sortable: true },
    tipo_tramite: {
      type: 'enum',
      label: 'Trámite',
      choices: TIPO_TRAMITE_CHOICES,
      required: true,
      default: 'compraventa',
      filter: 'eq',
      sortable: true,
    },
    partida_electronica: { type: 'text', label: 'Partida electrónica', required: true, max: 11, help: PARTIDA_FORMAS },
    oficina_registral: {
      type: 'enum',
      label: 'Oficina registral',
      choices: OFICINA_CHOICES,
      required: true,
      default: 'lima',
      filter: 'eq',
      sortable: true,
    },
    numero_titulo: { type: 'text', label: 'Número de título', max: 13, help: 'Año y número, p. ej. 2026-01234567' },
    fecha_presentacion: { type: 'date', label: 'Presentado el', required: true, sortable: true, filter: 'range' },
    estado: { type: 'enum', label: 'Estado', choices: ESTADO_REGISTRO_CHOICES, default: 'presentado', required: true, filter: 'eq', sortable: true },
    fecha_vencimiento: { type: 'date', label: 'Vence el', sortable: true, filter: 'range', help: 'Vigencia del asiento de presentación' },
    cargas_gravamenes: { type: 'longtext', label: 'Cargas y gravámenes', max: 4000 },
    observaciones: { type: 'longtext', label: 'Observaciones', max: 4000 },
    archivo: { type: 'file', label: 'Documento (esquela, asiento, copia literal)', accept: ['pdf', 'jpeg', 'png'] },
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
    const errors: RuleErrors = {};
    const partida = typeof r.partida_electronica === 'string' ? validatePartida(r.partida_electronica) : null;
    if (partida) errors.partida_electronica = partida;
    const titulo = typeof r.numero_titulo === 'string' && r.numero_titulo !== '' ? validateNumeroTitulo(r.numero_titulo) : null;
    if (titulo) errors.numero_titulo = titulo;
    if (typeof r.fecha_presentacion === 'string' && typeof r.fecha_vencimiento === 'string' && r.fecha_vencimiento < r.fecha_presentacion) {
      errors.fecha_vencimiento = 'app.documentos.validation.vencimiento_despues';
    }
    return errors;
  },
});
