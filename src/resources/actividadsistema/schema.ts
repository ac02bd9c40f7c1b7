import { defineModule } from '../../framework/schema';

export const ACCIONES = [
  { id: 'login', name: 'Inicio de sesión' },
  { id: 'login_failed', name: 'Intento fallido de inicio de sesión' },
  { id: 'logout', name: 'Cierre de sesión' },
  { id: 'lock', name: 'Bloqueo de pantalla' },
  { id: 'unlock', name: 'Desbloqueo de pantalla' },
  { id: 'create', name: 'Creación' },
  { id: 'update', name: 'Modificación' },
  { id: 'delete', name: 'Eliminación' },
  { id: 'password_change', name: 'Cambio de contraseña' },
  { id: 'export', name: 'Exportación' },
] as const;

// Written only by the server; read only for administrators. Each user sees their own rows in 'Logs Actividad'.
export default defineModule({
  name: 'actividadsistema',
  key: 'id_actividad',
  label: { one: 'Actividad', many: 'Actividad del sistema', gender: 'f' },
  menu: { area: 'sistema', path: '/sistema/actividadsistema', order: 6, icon: 'history' },
  readOnly: true,
  fields: {
    fecha: { type: 'datetime', label: 'Fecha', notNull: true, readOnly: true, sortable: true, filter: 'range' },
    // The log stays when its user is deleted: no foreign key.
    id_usuario: { type: 'reference', label: 'Usuario', reference: 'usuarios', foreignKey: false, readOnly: true, filter: 'eq', sortable: true },
    accion: { type: 'enum', label: 'Acción', notNull: true, choices: ACCIONES, readOnly: true, filter: 'eq', sortable: true },
    recurso: { type: 'text', label: 'Recurso', readOnly: true, filter: 'eq', sortable: true },
    id_registro: { type: 'text', label: 'Registro', readOnly: true, filter: 'eq' },
    ip: { type: 'text', label: 'IP', readOnly: true, filter: 'eq' },
    detalle: { type: 'text', label: 'Detalle', readOnly: true },
  },
  list: {
    columns: ['fecha', 'id_usuario', 'accion', 'recurso', 'id_registro', 'ip', 'detalle'],
    sort: { field: 'fecha', order: 'DESC' },
    search: ['detalle', 'recurso'],
  },
  access: { Administrador: { read: true }, Agente: {} },
  representation: '%{accion} %{fecha}',
});
