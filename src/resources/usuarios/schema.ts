import { defineModule } from '../../framework/schema';
import { ADMIN_ONLY, DOCUMENTO_CHOICES, ESTADO_USUARIO_CHOICES, ROLE_CHOICES } from '../common';

/** The part of their own record a user may change ('Mi Perfil': the page and POST /perfil/actualizar). */
export const PROFILE_FIELDS = ['nombre', 'apellido', 'telefono'] as const;

// The last active administrator can be neither demoted, deactivated nor deleted (enforced by the server).
export default defineModule({
  name: 'usuarios',
  key: 'id_usuario',
  label: { one: 'Usuario', many: 'Usuarios', gender: 'm' },
  menu: { area: 'sistema', path: '/sistema/usuarios', order: 1, icon: 'people' },
  fields: {
    nombre: { type: 'text', label: 'Nombre', required: true, max: 80, sortable: true },
    apellido: { type: 'text', label: 'Apellido', required: true, max: 80, sortable: true },
    usuario: { type: 'text', label: 'Usuario', required: true, min: 3, max: 40, unique: true, sortable: true },
    email: { type: 'email', label: 'Correo electrónico', required: true, unique: true, sortable: true },
    password: { type: 'password', label: 'Contraseña', required: true, writeOnly: true, createOnly: true, min: 8 },
    tipo: { type: 'enum', label: 'Rol', required: true, choices: ROLE_CHOICES, default: 'Agente', filter: 'eq', sortable: true },
    documento_tipo: { type: 'doctype', label: 'Tipo de documento', choices: DOCUMENTO_CHOICES, default: 'DNI' },
    documento: { type: 'document', label: 'Número de documento', typeField: 'documento_tipo', max: 12 },
    telefono: { type: 'phone', label: 'Teléfono' },
    registro_mvcs: { type: 'text', label: 'Registro MVCS (Agente Inmobiliario)', max: 30 },
    imagen: { type: 'image', label: 'Foto', imageKind: 'avatar', hideInForm: true },
    estado: {
      type: 'enum',
      label: 'Estado',
      required: true,
      choices: ESTADO_USUARIO_CHOICES,
      default: 'activo',
      filter: 'eq',
      sortable: true,
    },
  },
  list: {
    columns: ['usuario', 'nombre', 'apellido', 'email', 'tipo', 'estado'],
    sort: { field: 'apellido', order: 'ASC' },
    search: ['nombre', 'apellido', 'usuario', 'email'],
  },
  access: ADMIN_ONLY,
  representation: '%{nombre} %{apellido}',
});
