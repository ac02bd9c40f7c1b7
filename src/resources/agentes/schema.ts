import { defineModule } from '../../framework/schema';
import { ESTADO_USUARIO_CHOICES, ROLE_CHOICES } from '../common';

// The agency's people as every user may see them (a database view over usuarios without secrets): what the
// 'Agente' reference fields of ofertantes, demandantes and citas point to. Not in the menu.
export default defineModule({
  name: 'agentes',
  key: 'id_usuario',
  label: { one: 'Agente', many: 'Agentes', gender: 'm' },
  readOnly: true,
  viewOf: 'usuarios',
  fields: {
    nombre: { type: 'text', label: 'Nombre', notNull: true, readOnly: true, sortable: true },
    apellido: { type: 'text', label: 'Apellido', notNull: true, readOnly: true, sortable: true },
    email: { type: 'email', label: 'Correo electrónico', notNull: true, readOnly: true },
    telefono: { type: 'phone', label: 'Teléfono', readOnly: true },
    tipo: { type: 'enum', label: 'Rol', notNull: true, choices: ROLE_CHOICES, readOnly: true, filter: 'eq' },
    estado: { type: 'enum', label: 'Estado', notNull: true, choices: ESTADO_USUARIO_CHOICES, readOnly: true, filter: 'eq' },
    imagen: { type: 'image', label: 'Foto', imageKind: 'avatar', readOnly: true },
  },
  list: { columns: ['nombre', 'apellido', 'email', 'telefono', 'tipo'], sort: { field: 'apellido', order: 'ASC' }, search: ['nombre', 'apellido'] },
  access: { Administrador: { read: true }, Agente: { read: true } },
  representation: '%{nombre} %{apellido}',
});
