import { defineModule, type RuleErrors } from '../../framework/schema';
import { AGENT_READS, DOCUMENTO_CHOICES, ESTADO_USUARIO_CHOICES } from '../common';
import { isValidRuc } from '../../framework/fields/document/rules';

/** Registro del Agente Inmobiliario (MVCS): PN-0000 for a natural person, PJ-0000 for a company. */
export const MVCS_RE = /^P[NJ]-\d{1,6}$/;

// Directorios › Corredores: external brokers the agency shares operations with. Agents read the directory;
// administrators edit it. The list flags an expired MVCS registry (registro_vigencia before today).
export default defineModule({
  name: 'corredores',
  key: 'id_corredor',
  label: { one: 'Corredor', many: 'Corredores', gender: 'm' },
  menu: { area: 'directorios', path: '/directorios/corredores', order: 1, icon: 'contacts' },
  fields: {
    nombre: { type: 'text', label: 'Nombre', required: true, max: 80, sortable: true },
    apellido: { type: 'text', label: 'Apellido', required: true, max: 80, sortable: true },
    empresa: { type: 'text', label: 'Empresa', max: 120, sortable: true },
    documento_tipo: { type: 'doctype', label: 'Tipo de documento', choices: DOCUMENTO_CHOICES, default: 'DNI' },
    documento: { type: 'document', label: 'Documento', typeField: 'documento_tipo', max: 12 },
    ruc: { type: 'text', label: 'RUC', max: 11, help: '11 dígitos (10, 15, 17 o 20 al inicio)' },
    registro_mvcs: { type: 'text', label: 'Registro MVCS', max: 12, help: 'Código del Registro del Agente Inmobiliario, p. ej. PN-1234' },
    registro_vigencia: { type: 'date', label: 'Registro vigente hasta', sortable: true, filter: 'range' },
    telefono: { type: 'phone', label: 'Teléfono' },
    email: { type: 'email', label: 'Correo' },
    zona: { type: 'text', label: 'Zona', max: 120, filter: 'eq', sortable: true, help: 'Distritos donde trabaja' },
    comision_compartida_pct: { type: 'decimal', label: 'Comisión compartida (%)', min: 0, max: 100 },
    notas: { type: 'longtext', label: 'Notas', max: 2000 },
    estado: { type: 'enum', label: 'Estado', choices: ESTADO_USUARIO_CHOICES, default: 'activo', required: true, filter: 'eq', sortable: true },
  },
  list: {
    columns: ['nombre', 'apellido', 'empresa', 'telefono', 'zona', 'registro_mvcs', 'registro_vigencia', 'estado'],
    sort: { field: 'apellido', order: 'ASC' },
    search: ['nombre', 'apellido', 'empresa', 'zona', 'registro_mvcs'],
  },
  layout: [
    { title: 'Corredor', fields: ['nombre', 'apellido', 'empresa', 'documento_tipo', 'documento', 'ruc', 'estado'] },
    { title: 'Registro del Agente Inmobiliario', fields: ['registro_mvcs', 'registro_vigencia'] },
    { title: 'Contacto y zona', fields: ['telefono', 'email', 'zona', 'comision_compartida_pct', 'notas'] },
  ],
  access: AGENT_READS,
  representation: '%{nombre} %{apellido}',
  rules: (r) => {
    const errors: RuleErrors = {};
    if (typeof r.ruc === 'string' && r.ruc !== '' && !isValidRuc(r.ruc)) errors.ruc = 'app.validation.ruc';
    if (typeof r.registro_mvcs === 'string' && r.registro_mvcs !== '' && !MVCS_RE.test(r.registro_mvcs))
      errors.registro_mvcs = 'app.documentos.validation.registro_mvcs';
    if (r.registro_mvcs && !r.registro_vigencia) errors.registro_vigencia = 'app.documentos.validation.registro_vigencia';
    return errors;
  },
});
