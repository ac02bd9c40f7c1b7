// The Spanish texts of Argumentos de venta (app.publicidad.argumentos.*): the property's tab and its inline editor.
export const argumentosventaMessages = {
  tab: 'Argumentos de venta',
  sin_argumentos: 'No hay argumentos de venta para este tipo de inmueble.',
  nuevo: 'Nuevo argumento',
  subir: 'Subir',
  bajar: 'Bajar',
  arrastrar: 'Arrastre para cambiar el orden',
  editar: 'Clic para editar; Enter guarda, Esc cancela',
  guardado: 'Argumento guardado',
  ordenado: 'Orden guardado',
  eliminar: 'Eliminar',
  eliminado: 'Argumento eliminado',
  vacio: 'Sin argumentos: agregue el primero.',
  bad_order: 'El orden debe incluir cada argumento del tipo una sola vez.',
  bad_tipo: 'Tipo de inmueble no válido.',
} as const;
