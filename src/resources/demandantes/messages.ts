// The Spanish texts of Demandantes beyond the schema's labels (app.demandantes.*): its detail's tabs.
export const demandantesMessages = {
  tab_cruces: 'Inmuebles compatibles',
} as const;
