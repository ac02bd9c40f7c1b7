import { defineModule } from '../../framework/schema';
import { ADMIN_ONLY, TIPO_INMUEBLE_CHOICES } from '../common';

export const TIPO_ARGUMENTO_CHOICES = [{ id: 'general', name: 'General (todos los tipos)' }, ...TIPO_INMUEBLE_CHOICES] as const;

// Publicidad › Argumentos de venta: short selling points per property type (or for all), in the order the agents
// read them. Edited inline from the list; the server keeps `orden` gap-free (1..n) within each type. Agents read
// them on the property's detail through GET /argumentosventa/por-tipo.
export default defineModule({
  name: 'argumentosventa',
  key: 'id_argumento',
  label: { one: 'Argumento de venta', many: 'Argumentos de venta', gender: 'm' },
  menu: { area: 'publicidad', path: '/publicidad/argumentosventa', order: 2, icon: 'star' },
  fields: {
    tipo_inmueble: {
      type: 'enum',
      label: 'Tipo de inmueble',
      choices: TIPO_ARGUMENTO_CHOICES,
      required: true,
      default: 'general',
      filter: 'eq',
      sortable: true,
    },
    titulo: { type: 'text', label: 'Título', required: true, max: 120 },
    argumento: { type: 'longtext', label: 'Argumento', required: true, max: 1000 },
    orden: { type: 'integer', label: 'Orden', min: 1, max: 10000, sortable: true, readOnly: true },
  },
  list: {
    columns: ['tipo_inmueble', 'orden', 'titulo', 'argumento'],
    sort: { field: 'orden', order: 'ASC' },
    search: ['titulo', 'argumento'],
  },
  access: ADMIN_ONLY,
  representation: '%{titulo}',
});
