import { defineModule } from '../../framework/schema';
import { ADMIN_ONLY } from '../common';

export default defineModule({
  name: 'etiquetas',
  key: 'id_etiqueta',
  label: { one: 'Etiqueta', many: 'Etiquetas', gender: 'f' },
  menu: { area: 'sistema', path: '/sistema/etiquetas', order: 3, icon: 'label' },
  fields: {
    nombre: { type: 'text', label: 'Nombre', required: true, max: 60, unique: true, sortable: true },
    color: { type: 'color', label: 'Color', required: true, default: '#623AA2' },
  },
  list: { columns: ['nombre', 'color'], sort: { field: 'nombre', order: 'ASC' }, search: ['nombre'] },
  access: ADMIN_ONLY,
  representation: '%{nombre}',
});
