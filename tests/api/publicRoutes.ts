// The routes that answer without a token, WRITTEN BY HAND: what server/routes/public.ts registers on purpose. Held
// against every registered route (route-access.test.ts) and against the OpenAPI document's security (openapi.test.ts).

/** Method and URL of each public route (a GET stands for its HEAD too). */
export const PUBLIC: readonly string[] = [
  'OPTIONS /api*', // the preflight of cross-origin calls (server/cors.ts)
  'GET /api/health',
  'POST /api/login',
  'GET /api/mapa/config',
  'GET /api/public/blog/listado',
  'GET /api/public/blog/detalle/:slug',
  'GET /api/public/blog/entrada/:slug', // the entry's public HTML page (the RSS items' link)
  'GET /api/public/blog/rss.xml',
  'GET /api/public/libroreclamaciones/proveedor',
  'POST /api/public/libroreclamaciones/registrar',
  'GET /api/public/libroreclamaciones/constancia/:file',
  'GET /api/public/inmuebles', // the published listings (CORS), for the agency's website and portals
  'GET /api/public/inmuebles/:codigo/og.jpg',
  'GET /api/public/inmuebles/:codigo/whatsapp', // counts the click, then wa.me
  'POST /api/public/inmuebles/:codigo/consulta', // a property page's contact form
  'GET /inmueble/:ref', // a published property's page
  'GET /inmueble/recursos/leaflet.js',
  'GET /inmueble/recursos/leaflet.css',
  'GET /inmueble/recursos/pagina.js',
  'GET /inmuebles/sitemap.xml',
  'GET /api/calendario/ics/:file',
  'GET /api/uploads/:size/:folder/:file',
  'GET /api/docs',
  'HEAD /api/docs/',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
  'GET /', // the browser app
  'GET /*',
];

/** Whether `METHOD url` is public (a HEAD is when its GET is). */
export const isPublic = (key: string) => PUBLIC.includes(key) || (key.startsWith('HEAD ') && PUBLIC.includes(`GET ${key.slice(5)}`));
