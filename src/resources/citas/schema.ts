import { defineModule, type RuleErrors } from '../../framework/schema';
import { AGENT_OWNS } from '../common';

// Appointments. The form warns (does not block) when the agent already has an overlapping cita.
export default defineModule({
  name: 'citas',
  key: 'id_cita',
  label: { one: 'Cita', many: 'Citas', gender: 'f' },
  menu: { area: 'favoritos', path: '/favoritos/citas', order: 6, icon: 'event' },
  fields: {
    fecha: { type: 'date', label: 'Fecha', required: true, sortable: true, filter: 'range' },
    hora_inicio: { type: 'time', label: 'Hora de inicio', required: true, sortable: true },
    hora_fin: { type: 'time', label: 'Hora de fin', required: true },
    tipo: {
      type: 'enum',
      label: 'Tipo',
      required: true,
      default: 'visita',
      filter: 'eq',
      sortable: true,
      choices: [
        { id: 'visita', name: 'Visita' },
        { id: 'captacion', name: 'Captación' },
        { id: 'firma', name: 'Firma' },
        { id: 'reunion', name: 'Reunión' },
        { id: 'otro', name: 'Otro' },
      ],
    },
    estado: {
      type: 'enum',
      label: 'Estado',
      required: true,
      default: 'programada',
      filter: 'eq',
      sortable: true,
      choices: [
        { id: 'programada', name: 'Programada' },
        { id: 'realizada', name: 'Realizada' },
        { id: 'cancelada', name: 'Cancelada' },
        { id: 'no_asistio', name: 'No asistió' },
      ],
    },
    id_propiedad: { type: 'reference', label: 'Inmueble', reference: 'ofertantes', required: true, filter: 'eq' },
    id_demandante: { type: 'reference', label: 'Demandante', reference: 'demandantes', filter: 'eq' },
    id_agente: { type: 'reference', label: 'Agente', reference: 'agentes', filter: 'eq', sortable: true, help: 'Vacío: queda a su nombre' },
    lugar: { type: 'text', label: 'Lugar', max: 200 },
    notas: { type: 'longtext', label: 'Notas', max: 2000 },
    resultado: { type: 'longtext', label: 'Resultado', max: 2000 },
  },
  list: {
    columns: ['fecha', 'hora_inicio', 'hora_fin', 'tipo', 'id_propiedad', 'id_demandante', 'id_agente', 'estado'],
    sort: { field: 'fecha', order: 'DESC' },
    search: ['lugar', 'notas'],
  },
  layout: [
    { title: 'Cita', fields: ['fecha', 'hora_inicio', 'hora_fin', 'tipo', 'estado', 'lugar'] },
    { title: 'Participantes', fields: ['id_propiedad', 'id_demandante', 'id_agente'] },
    { title: 'Notas', fields: ['notas', 'resultado'] },
  ],
  access: AGENT_OWNS,
  ownerField: 'id_agente',
  representation: '%{fecha} %{hora_inicio}',
  rules: (r): RuleErrors =>
    typeof r.hora_inicio === 'string' && typeof r.hora_fin === 'string' && r.hora_fin <= r.hora_inicio ? { hora_fin: 'app.validation.hora_fin' } : {},
});
