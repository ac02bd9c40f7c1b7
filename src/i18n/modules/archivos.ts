// Texts of the file attachments (the 'file' field type): its input, its display and the server's answers.
export const archivosMessages = {
  select: 'Seleccionar archivo',
  replace: 'Reemplazar',
  remove: 'Quitar archivo',
  download: 'Descargar',
  view: 'Ver',
  none: 'Sin archivo',
  uploading: 'Subiendo… %{pct} %',
  hint: '%{tipos} · hasta %{tamano}',
  uploaded: 'Archivo subido.',
  download_error: 'No se pudo descargar el archivo. Inténtelo nuevamente.',
  upload_error: 'No se pudo subir el archivo. Revise su conexión e inténtelo nuevamente.',
  errors: {
    not_multipart: 'Envíe el archivo como formulario multipart.',
    bad_request: 'No se pudo leer el archivo enviado. Inténtelo nuevamente.',
    no_target: 'Indique el módulo y el campo antes del archivo.',
    no_field: 'Este registro no tiene un campo de archivo «%{campo}».',
    no_file: 'No se recibió ningún archivo.',
    one_file: 'Envíe un solo archivo por vez.',
    type: '«%{archivo}» no es un tipo de archivo permitido. Se aceptan: %{tipos}.',
    too_large: '«%{archivo}» supera el tamaño máximo de %{tamano}.',
    empty: '«%{archivo}» está vacío.',
    expands:
      '«%{archivo}» se descomprime a más de %{tamano} o crece más de %{veces} veces al abrirse: no se acepta. Guárdelo de nuevo desde Word o Excel e inténtelo otra vez.',
    not_pending: 'El archivo no corresponde a una subida suya pendiente para este campo. Vuelva a subirlo.',
    missing: 'El archivo ya no está disponible.',
  },
} as const;
