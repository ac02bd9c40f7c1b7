// The Spanish texts of Control de medios beyond the schema's labels (app.publicidad.medios.*): expired ads, filters
// and the property's tab.
export const controlmediosMessages = {
  vencido: 'Vencido',
  vencido_hint: 'Sigue activo después de su fecha de fin',
  activos_vencidos: 'Activos vencidos',
  activos: 'Activos',
  filtros: 'Avisos',
  tab: 'Publicidad',
  sin_medios: 'Este inmueble no tiene avisos registrados.',
} as const;
