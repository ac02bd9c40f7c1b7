// Spanish texts of the generated views (src/framework): columns every record has, range filters, sections.

export const frameworkMessages = {
  creado_en: 'Creado el',
  actualizado_en: 'Actualizado el',
  creado_por: 'Creado por',
  actualizado_por: 'Actualizado por',
  codigo: 'Código',
  otros_datos: 'Otros datos',
  desde: '%{campo} desde',
  hasta: '%{campo} hasta',
  moneda_rango: 'Moneda de «%{campo}»',
  nuevo: 'Nuevo %{registro}',
  nueva: 'Nueva %{registro}',
  subida_cancelada: 'Subida cancelada',
  paginacion: 'Paginación',
  solo_propios: 'Solo puede eliminar registros a su nombre: quite de la selección los de otros agentes',
  cargando: 'Cargando…',
} as const;
