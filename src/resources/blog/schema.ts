import { defineModule, type RuleErrors } from '../../framework/schema';
import { ADMIN_ONLY } from '../common';

export const CATEGORIA_BLOG_CHOICES = [
  { id: 'consejos', name: 'Consejos' },
  { id: 'mercado', name: 'Mercado inmobiliario' },
  { id: 'legal', name: 'Trámites y legal' },
  { id: 'distritos', name: 'Distritos' },
  { id: 'agencia', name: 'Noticias de la agencia' },
] as const;

export const ESTADO_BLOG_CHOICES = [
  { id: 'borrador', name: 'Borrador', color: 'default' },
  { id: 'publicado', name: 'Publicado', color: 'success' },
] as const;

/** A cover picture: one of our uploads (/api/uploads/...) or an https:// address. */
export const COVER_PATTERN = /^(\/api\/uploads\/[A-Za-z0-9/_.-]+|https:\/\/[^\s"'<>]+)$/;

/** A '.' or '..' path segment, also percent-encoded ('%2e%2E', '%2f', '%5c') or between backslashes: it would climb. */
const DOT_SEGMENT = /(^|[/\\]|%2f|%5c)(\.|%2e){1,2}([/\\?#]|%2f|%5c|$)/i;

/** A cover address the blog accepts: the pattern, and no dot segments anywhere in it. */
export function isCoverUrl(value: string): boolean {
  return COVER_PATTERN.test(value) && !DOT_SEGMENT.test(value.replace(/^https:\/\//i, '/'));
}

// Publicidad › Blog: the agency's articles. The server derives the slug from the title when it is empty (accents
// folded, unique), sanitises the HTML, fills the author and, on publishing, the publication date. Published entries
// are read without a token at /api/public/blog/... (JSON, RSS and a page per entry).
export default defineModule({
  name: 'blog',
  key: 'id_blog',
  label: { one: 'Entrada del blog', many: 'Blog', gender: 'f' },
  menu: { area: 'publicidad', path: '/publicidad/blog', order: 1, icon: 'book' },
  fields: {
    titulo: { type: 'text', label: 'Título', required: true, max: 160, sortable: true },
    slug: { type: 'text', label: 'Slug (dirección)', unique: true, max: 160, help: 'Vacío: se deriva del título (sin tildes, con guiones)' },
    resumen: { type: 'longtext', label: 'Resumen', max: 500 },
    contenido: { type: 'richtext', label: 'Contenido', required: true },
    imagen: { type: 'text', label: 'Imagen de portada', max: 300, help: 'Dirección de una imagen de la biblioteca (/api/uploads/G/...) o https://' },
    categoria: {
      type: 'enum',
      label: 'Categoría',
      choices: CATEGORIA_BLOG_CHOICES,
      required: true,
      default: 'consejos',
      filter: 'eq',
      sortable: true,
    },
    estado: { type: 'enum', label: 'Estado', choices: ESTADO_BLOG_CHOICES, required: true, default: 'borrador', filter: 'eq', sortable: true },
    fecha_publicacion: { type: 'date', label: 'Fecha de publicación', sortable: true, filter: 'range', help: 'Vacío: el día en que se publica' },
    id_autor: { type: 'reference', label: 'Autor', reference: 'usuarios', filter: 'eq', help: 'Vacío: usted' },
  },
  list: {
    columns: ['titulo', 'categoria', 'estado', 'fecha_publicacion', 'id_autor'],
    sort: { field: 'fecha_publicacion', order: 'DESC' },
    search: ['titulo', 'resumen'],
  },
  layout: [
    { title: 'Entrada', fields: ['titulo', 'slug', 'resumen', 'imagen'] },
    { title: 'Contenido', fields: ['contenido'] },
    { title: 'Publicación', fields: ['categoria', 'estado', 'fecha_publicacion', 'id_autor'] },
  ],
  access: ADMIN_ONLY,
  representation: '%{titulo}',
  rules: (r) => {
    const errors: RuleErrors = {};
    if (typeof r.imagen === 'string' && r.imagen !== '' && !isCoverUrl(r.imagen)) errors.imagen = 'app.publicidad.validation.imagen';
    if (typeof r.slug === 'string' && r.slug !== '' && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(r.slug)) errors.slug = 'app.publicidad.validation.slug';
    return errors;
  },
});
