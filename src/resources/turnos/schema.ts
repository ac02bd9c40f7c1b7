import { defineModule, type Choice } from '../../framework/schema';

type Horas = { readonly inicio: string; readonly fin: string };

/** The shifts of the office (DOMAIN.md, Calendario), with their hours; 'completo' is the fallback. */
export const TURNO_HORAS: Readonly<Record<string, Horas>> & { readonly completo: Horas } = {
  manana: { inicio: '09:00', fin: '13:00' },
  tarde: { inicio: '14:00', fin: '19:00' },
  completo: { inicio: '09:00', fin: '19:00' },
};

export const TURNO_CHOICES: readonly Choice[] = [
  { id: 'manana', name: 'Mañana (09:00–13:00)' },
  { id: 'tarde', name: 'Tarde (14:00–19:00)' },
  { id: 'completo', name: 'Completo (09:00–19:00)' },
];

// Agents' shifts: one per agent and day (a unique index; a second one is a 409). Administrators assign them
// from the week grid at /calendario/turnos/horario (a hand-written page: no menu entry of its own here);
// agents read them.
export default defineModule({
  name: 'turnos',
  key: 'id_turno',
  label: { one: 'Turno', many: 'Turnos', gender: 'm' },
  fields: {
    id_usuario: { type: 'reference', label: 'Agente', reference: 'agentes', required: true, filter: 'eq', sortable: true },
    fecha: { type: 'date', label: 'Fecha', required: true, sortable: true, filter: 'range' },
    turno: { type: 'enum', label: 'Turno', required: true, default: 'manana', filter: 'eq', choices: TURNO_CHOICES },
    lugar: { type: 'text', label: 'Lugar', max: 200, help: 'Por ejemplo: Oficina Miraflores, caseta de obra' },
    notas: { type: 'longtext', label: 'Notas', max: 1000 },
  },
  list: {
    columns: ['fecha', 'id_usuario', 'turno', 'lugar'],
    sort: { field: 'fecha', order: 'ASC' },
    search: ['lugar', 'notas'],
  },
  access: {
    Administrador: { read: true, create: true, update: true, delete: true },
    Agente: { read: true },
  },
  representation: '%{fecha} %{turno}',
});
