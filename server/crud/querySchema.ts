// The query strings of a module's lists as the OpenAPI document describes them — the form dialect's listado (page,
// perPage, sort, order, filter, q, total) and the REST dialect's (sort, range, filter) — from the module's schema:
// its sortable fields, its declared filters, its search. They are checked by listParams.ts / restParams.ts (the
// Spanish 400s), not by these schemas (server/openapi.ts `describedQuery`).
import type { ModuleSchema } from '../../src/framework/schema';
import { sortableFields } from '../../src/framework/schema';
import { describedQuery, type JsonSchema } from '../openapi';
import { MAX_PER_PAGE } from './listParams';

/** What `filter` takes for this module, in words: each declared filter with its form, then `q` and `id`. */
function filterText(schema: ModuleSchema): string {
  const parts: string[] = [];
  for (const [name, f] of Object.entries(schema.fields)) {
    if (!f.filter || f.writeOnly) continue;
    if (f.filter === 'range') parts.push(`${name}_gte, ${name}_lte (desde, hasta)`);
    else if (f.filter === 'contains') parts.push(`${name} (contiene)`);
    else parts.push(`${name} (igual a un valor, o uno de una lista)`);
  }
  if (schema.list.search?.length) parts.push(`q (búsqueda en ${schema.list.search.join(', ')})`);
  parts.push(`id (lista de hasta ${MAX_PER_PAGE} ids)`);
  return `JSON con los filtros del módulo: ${parts.join('; ')}. Cualquier otra clave es un 400.`;
}

const sortNames = (schema: ModuleSchema) => [...new Set(['id', ...sortableFields(schema)])];

/** GET /{módulo}/listado. */
export function listQuerySchema(schema: ModuleSchema): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    page: { type: 'integer', minimum: 1, default: 1, description: 'Página, desde 1' },
    perPage: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: 25, description: `Filas por página (hasta ${MAX_PER_PAGE})` },
    sort: { type: 'string', enum: sortNames(schema), default: schema.list.sort.field, description: 'Campo de orden (solo los indexados)' },
    order: { type: 'string', enum: ['ASC', 'DESC'], default: schema.list.sort.order, description: 'Sentido del orden' },
    filter: { type: 'string', description: filterText(schema) },
  };
  if (schema.list.search?.length) {
    properties.q = {
      type: 'string',
      maxLength: 200,
      description: `Búsqueda por comienzo de palabra, sin distinguir mayúsculas ni tildes, en ${schema.list.search.join(', ')}`,
    };
  }
  properties.total = { type: 'string', enum: ['0', '1'], default: '1', description: '0: sin contar el total (no se devuelve `total`)' };
  return describedQuery(properties);
}

/** GET /rest/{módulo}. */
export function restListQuerySchema(schema: ModuleSchema): JsonSchema {
  return describedQuery({
    sort: { type: 'string', description: `JSON ["campo","ASC"|"DESC"], con campo uno de: ${sortNames(schema).join(', ')}` },
    range: {
      type: 'string',
      description: `JSON [inicio,fin]: filas desde 0, una página entera de hasta ${MAX_PER_PAGE}; el total va en Content-Range. Sin range: la primera página de 25, o todos los ids de filter.id`,
    },
    filter: { type: 'string', description: `${filterText(schema)} Sin range, filter.id puede listar cuantos ids se quiera.` },
  });
}
