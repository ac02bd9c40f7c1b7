import { defineModule } from '../../framework/schema';
import { ADMIN_ONLY } from '../common';

export default defineModule({
  name: 'glosario',
  key: 'id_glosario',
  label: { one: 'Término', many: 'Glosario', gender: 'm' },
  menu: { area: 'sistema', path: '/sistema/glosario', order: 4, icon: 'book' },
  fields: {
    termino: { type: 'text', label: 'Término', required: true, max: 120, unique: true, sortable: true },
    definicion: { type: 'longtext', label: 'Definición', required: true, max: 5000 },
  },
  list: { columns: ['termino', 'definicion'], sort: { field: 'termino', order: 'ASC' }, search: ['termino', 'definicion'] },
  access: ADMIN_ONLY,
  representation: '%{termino}',
});
