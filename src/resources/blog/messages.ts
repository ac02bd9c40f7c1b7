// The Spanish texts of the Blog beyond the schema's labels (app.publicidad.blog.*): its feed, editor and public page.
export const blogMessages = {
  no_encontrado: 'No se encontró la entrada del blog.',
  feed_title: 'Blog de la inmobiliaria',
  feed_description: 'Consejos, mercado inmobiliario y novedades de la agencia en Lima.',
  editor_cargando: 'Cargando el editor…',
  vista_publica: 'Ver en el sitio público (JSON)',
  // The public page of an entry (./server/page.ts).
  pagina: {
    blog: 'Blog',
    ir_al_contenido: 'Ir al contenido',
    publicado_el: 'Publicado el',
    por: 'por',
    categoria: 'Categoría',
    suscribirse: 'Suscribirse por RSS',
  },
} as const;
