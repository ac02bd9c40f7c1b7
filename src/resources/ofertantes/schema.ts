import { defineModule, type RuleErrors } from '../../framework/schema';
import { AGENT_OWNS, DOCUMENTO_CHOICES, MONEDA_CHOICES, TIPO_INMUEBLE_CHOICES } from '../common';
import { slugify } from '../../lib/slug';
import { CHECKLIST, ESTADO_OFERTANTE_CHOICES } from './estados';

export const OPERACION_OFERTA_CHOICES = [
  { id: 'V', name: 'Venta' },
  { id: 'A', name: 'Alquiler' },
] as const;

/** The path of a property's public page on this site: /inmueble/OF-000123-departamento-en-venta-en-miraflores. */
export const listingPath = (codigo: string, descripcion: string) => `/inmueble/${codigo}-${slugify(descripcion, 80)}`;

/** Whether a property has a public page: 'Publicar en la web' on a property that is 'disponible' (issue 30). */
export const isPublished = (r: { readonly publicar_web?: unknown; readonly estado?: unknown }) =>
  (r.publicar_web === true || r.publicar_web === 1 || r.publicar_web === '1') && r.estado === 'disponible';

// The ticks of 'Inmuebles por ofertar' for what no record holds, ticked on that page, not in the form. Fotos,
// contrato and partida are derived from imagen, exclusividad and partida_registral (see CHECKLIST): the old
// chk_fotos, chk_contrato and chk_partida columns are no longer part of the module (a migration may drop them).
const tick = (field: string) =>
  ({ type: 'boolean', label: CHECKLIST.find((c) => c.field === field)?.label ?? field, default: false, hideInForm: true }) as const;

// A property offered by its owner. codigo (OF-000123) is set by the server; estado changes follow TRANSICIONES;
// every change is written to cambioso.
export default defineModule({
  name: 'ofertantes',
  key: 'id_propiedad',
  label: { one: 'Ofertante', many: 'Ofertantes', gender: 'm' },
  menu: { area: 'favoritos', path: '/favoritos/ofertantes', order: 2, icon: 'home' },
  changeLog: 'cambioso',
  fields: {
    codigo: { type: 'text', label: 'Código', readOnly: true, sortable: true },
    descripcion: { type: 'text', label: 'Descripción', required: true, max: 200 },
    estado: { type: 'enum', label: 'Estado', required: true, choices: ESTADO_OFERTANTE_CHOICES, default: 'prospecto', filter: 'eq', sortable: true },
    tipo_operacion: {
      type: 'enum',
      label: 'Operación',
      required: true,
      choices: OPERACION_OFERTA_CHOICES,
      default: 'V',
      filter: 'eq',
      sortable: true,
    },
    tipo_inmueble: {
      type: 'enum',
      label: 'Tipo de inmueble',
      required: true,
      choices: TIPO_INMUEBLE_CHOICES,
      default: 'departamento',
      filter: 'eq',
      sortable: true,
    },
    moneda: { type: 'currency', label: 'Moneda', required: true, choices: MONEDA_CHOICES, default: 'PEN', filter: 'eq' },
    precio: { type: 'money', label: 'Precio', required: true, currencyField: 'moneda', filter: 'range', sortable: true },
    mantenimiento: { type: 'money', label: 'Mantenimiento mensual', currencyField: 'moneda' },
    direccion: { type: 'text', label: 'Dirección', required: true, max: 200 },
    referencia: { type: 'text', label: 'Referencia', max: 200 },
    distrito: { type: 'district', label: 'Distrito', required: true, ubigeoField: 'ubigeo', filter: 'eq', sortable: true },
    provincia: { type: 'text', label: 'Provincia', default: 'Lima', max: 60 },
    departamento: { type: 'text', label: 'Departamento', default: 'Lima', max: 60 },
    ubigeo: { type: 'ubigeo', label: 'Ubigeo', hideInForm: true },
    latitud: { type: 'decimal', label: 'Latitud', min: -90, max: 90, decimals: 6 },
    longitud: { type: 'decimal', label: 'Longitud', min: -180, max: 180, decimals: 6 },
    area_terreno: { type: 'decimal', label: 'Área de terreno (m²)', min: 0, max: 10_000_000 },
    area_construida: { type: 'decimal', label: 'Área construida (m²)', min: 0, max: 10_000_000, sortable: true },
    dormitorios: { type: 'integer', label: 'Dormitorios', min: 0, max: 50, filter: 'range' },
    banos: { type: 'integer', label: 'Baños', min: 0, max: 50 },
    cocheras: { type: 'integer', label: 'Cocheras', min: 0, max: 50 },
    antiguedad: { type: 'integer', label: 'Antigüedad (años)', min: 0, max: 300 },
    piso: { type: 'integer', label: 'Piso', min: -5, max: 100 },
    partida_registral: { type: 'text', label: 'Partida registral (SUNARP)', max: 20 },
    exclusividad: { type: 'boolean', label: 'Exclusividad', default: false },
    exclusividad_hasta: { type: 'date', label: 'Exclusividad hasta' },
    comision_pct: { type: 'decimal', label: 'Comisión (%)', min: 0, max: 100 },
    propietario_nombre: { type: 'text', label: 'Propietario', required: true, max: 160 },
    propietario_documento_tipo: { type: 'doctype', label: 'Tipo de documento del propietario', choices: DOCUMENTO_CHOICES, default: 'DNI' },
    propietario_documento: { type: 'document', label: 'Documento del propietario', typeField: 'propietario_documento_tipo', max: 12 },
    propietario_telefono: { type: 'phone', label: 'Teléfono del propietario' },
    propietario_email: { type: 'email', label: 'Correo del propietario' },
    consentimiento_datos: { type: 'boolean', label: 'Consentimiento de datos (Ley 29733)', default: false },
    consentimiento_fecha: { type: 'date', label: 'Fecha del consentimiento' },
    id_agente: { type: 'reference', label: 'Agente', reference: 'agentes', filter: 'eq', sortable: true, help: 'Vacío: queda a su nombre' },
    fecha_captacion: { type: 'date', label: 'Fecha de captación', sortable: true, filter: 'range' },
    imagen: { type: 'image', label: 'Foto principal', hideInForm: true },
    publicar_web: {
      type: 'boolean',
      label: 'Publicar en la web',
      default: false,
      help: 'Solo un inmueble disponible tiene página pública; al dejar de estar disponible se despublica',
    },
    ubicacion_exacta: {
      type: 'boolean',
      label: 'Mostrar ubicación exacta',
      default: false,
      help: 'Sin marcar, la página muestra el distrito y una zona aproximada, nunca la dirección ni el número',
    },
    chk_precio: tick('chk_precio'),
    chk_llave: tick('chk_llave'),
  },
  list: {
    columns: ['codigo', 'descripcion', 'tipo_operacion', 'distrito', 'precio', 'estado', 'id_agente'],
    sort: { field: 'fecha_captacion', order: 'DESC' },
    search: ['codigo', 'descripcion', 'direccion', 'propietario_nombre', 'distrito'],
    indexes: [
      ['estado', 'tipo_operacion', 'precio'],
      ['estado', 'precio'],
    ],
  },
  layout: [
    {
      title: 'Inmueble',
      fields: ['codigo', 'descripcion', 'estado', 'tipo_operacion', 'tipo_inmueble', 'moneda', 'precio', 'mantenimiento', 'comision_pct'],
    },
    { title: 'Ubicación', fields: ['direccion', 'referencia', 'distrito', 'provincia', 'departamento', 'ubigeo', 'latitud', 'longitud'] },
    { title: 'Características', fields: ['area_terreno', 'area_construida', 'dormitorios', 'banos', 'cocheras', 'antiguedad', 'piso'] },
    {
      title: 'Propietario',
      fields: [
        'propietario_nombre',
        'propietario_documento_tipo',
        'propietario_documento',
        'propietario_telefono',
        'propietario_email',
        'consentimiento_datos',
        'consentimiento_fecha',
      ],
    },
    { title: 'Captación', fields: ['id_agente', 'fecha_captacion', 'partida_registral', 'exclusividad', 'exclusividad_hasta'] },
    { title: 'Publicación web', fields: ['publicar_web', 'ubicacion_exacta'] },
    { title: 'Checklist por ofertar', fields: ['chk_precio', 'chk_llave'] },
  ],
  access: AGENT_OWNS,
  ownerField: 'id_agente',
  representation: '%{codigo} · %{descripcion}',
  rules: (r) => {
    const errors: RuleErrors = {};
    if (r.exclusividad === true && !r.exclusividad_hasta) errors.exclusividad_hasta = 'app.validation.exclusividad_hasta';
    if (r.consentimiento_datos === true && !r.consentimiento_fecha) errors.consentimiento_fecha = 'app.validation.consentimiento_fecha';
    return errors;
  },
});
