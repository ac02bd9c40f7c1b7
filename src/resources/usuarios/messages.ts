// The Spanish texts of Usuarios beyond the schema's labels (app.usuarios.*): activating, deactivating and resetting
// a user's password.
export const usuariosMessages = {
  activate: 'Activar',
  deactivate: 'Desactivar',
  activated: 'Usuario activado',
  deactivated: 'Usuario desactivado; sus sesiones fueron cerradas',
  reset_password: 'Restablecer contraseña',
  reset_password_help: 'Escriba la nueva contraseña del usuario (mínimo 8 caracteres). Sus sesiones abiertas se cerrarán.',
  password_reset_done: 'Contraseña restablecida',
} as const;
