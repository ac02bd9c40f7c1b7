import { defineModule } from '../../framework/schema';
import { AGENT_READS } from '../common';

export const ESTADO_LLAVE_CHOICES = [
  { id: 'disponible', name: 'Disponible', color: 'success' },
  { id: 'prestada', name: 'Prestada', color: 'warning' },
  { id: 'extraviada', name: 'Extraviada', color: 'error' },
] as const;

// Sistema › Llaves: the key inventory. codigo (LL-0001) is set by the server; estado follows the loans
// (controlllaves): prestada while a loan is open, extraviada when a loan ends with the key lost, disponible
// otherwise. Agents read it (the loans and the cita warning show it) but it stays out of their menu.
export default defineModule({
  name: 'llaves',
  key: 'id_llave',
  label: { one: 'Llave', many: 'Llaves', gender: 'f' },
  menu: { area: 'sistema', path: '/sistema/llaves', order: 2, icon: 'key', adminOnly: true },
  fields: {
    codigo: { type: 'text', label: 'Código', readOnly: true, sortable: true },
    id_propiedad: { type: 'reference', label: 'Inmueble', reference: 'ofertantes', required: true, filter: 'eq', sortable: true },
    casillero: { type: 'text', label: 'Casillero', max: 20, sortable: true, help: 'Dónde cuelga en la oficina, p. ej. A-12' },
    copias: { type: 'integer', label: 'Copias', min: 1, max: 20, default: 1, required: true },
    descripcion: { type: 'text', label: 'Descripción', max: 200, help: 'Puerta principal, cochera, llavero rojo…' },
    estado: { type: 'enum', label: 'Estado', choices: ESTADO_LLAVE_CHOICES, default: 'disponible', readOnly: true, filter: 'eq', sortable: true },
  },
  list: {
    columns: ['codigo', 'id_propiedad', 'casillero', 'copias', 'descripcion', 'estado'],
    sort: { field: 'codigo', order: 'ASC' },
    search: ['codigo', 'casillero', 'descripcion'],
  },
  access: AGENT_READS,
  representation: '%{codigo}',
});
