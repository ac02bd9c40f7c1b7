// The Spanish texts of Sistema › Configuración (app.configuracion.*): the settings page's sections and answers.
export const configuracionMessages = {
  title: 'Configuración',
  agencia: 'Datos de la agencia',
  documentos: 'Presentación y tipo de cambio',
  correo: 'Correo saliente (SMTP)',
  correo_help: 'Sin servidor SMTP, los correos se guardan como archivos .eml en la bandeja de salida.',
  saved: 'Configuración guardada.',
  smtp_pass_set: 'Hay una contraseña guardada: deje el campo vacío para conservarla.',
  smtp_pass_unset: 'No hay contraseña guardada.',
  unknown_key: 'Opción de configuración no reconocida.',
} as const;
