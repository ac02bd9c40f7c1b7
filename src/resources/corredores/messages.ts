// The Spanish texts of Corredores beyond the schema's labels (app.documentos.corredores.*).
export const corredoresMessages = {
  vencido: 'Registro vencido',
} as const;
