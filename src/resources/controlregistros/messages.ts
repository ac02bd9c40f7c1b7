// The Spanish texts of Control de registros beyond the schema's labels (app.documentos.registros.*): its deadlines.
export const controlregistrosMessages = {
  por_vencer: 'Vence en %{smart_count} día |||| Vence en %{smart_count} días',
  vencido: 'Vencido',
} as const;

/** Its rule's text (app.documentos.validation.*). */
export const controlregistrosValidation = {
  vencimiento_despues: 'El vencimiento no puede ser anterior a la presentación',
} as const;
