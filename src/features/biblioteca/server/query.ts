// The query strings and labels of the library's calls: declared parameters only (any other is a 400), pages
// capped, labels (etiquetas) stored as a JSON list of etiqueta ids and filtered as a multi-choice: a row must carry
// every chosen label.
import type { FastifyRequest } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import { jsonListHas } from '#server/db/textMatch';
import type { Db } from '#server/db/types';
import { ApiError, queryParams, t } from '#server/http';

const PER_PAGE_MAX = 100;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^\d{1,12}$/;
/** At most this many labels on one picture or file, and in one filter. */
export const MAX_LABELS = 10;

export type Query = Readonly<Record<string, string | undefined>>;

const bad = (campo: string) =>
  new ApiError(400, t('app.errors.bad_filter_value', { campo }), { [campo]: t('app.errors.bad_filter_value', { campo }) });

/** The query of a listado: only `known` keys (plus page and perPage), each a single string; an empty one is absent. */
export function listQuery(request: FastifyRequest, known: readonly string[]): Query {
  const q = queryParams(request, [...known, 'page', 'perPage']);
  return Object.fromEntries(Object.entries(q).map(([k, v]) => [k, v === '' ? undefined : v]));
}

export function paging(q: Query): { limit: number; offset: number } {
  const page = q.page === undefined ? 1 : Number(q.page);
  const perPage = q.perPage === undefined ? 25 : Number(q.perPage);
  if (!Number.isInteger(page) || page < 1 || page > 100_000 || !Number.isInteger(perPage) || perPage < 1)
    throw new ApiError(400, t('app.errors.bad_page'));
  const limit = Math.min(perPage, PER_PAGE_MAX);
  return { limit, offset: (page - 1) * limit };
}

export function idParam(q: Query, campo: string): number | undefined {
  const v = q[campo];
  if (v === undefined) return undefined;
  if (!ID.test(v) || Number(v) < 1) throw bad(campo);
  return Number(v);
}

export function dateParam(q: Query, campo: string): string | undefined {
  const v = q[campo];
  if (v === undefined) return undefined;
  if (!DATE.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`))) throw bad(campo);
  return v;
}

/** Free text to search for (textMatch escapes LIKE's wildcards). */
export function textParam(q: Query, campo = 'q'): string | undefined {
  const text = (q[campo] ?? '').trim().slice(0, 100);
  return text || undefined;
}

/** Adds one condition per label on the JSON text column `column` (ids stored as strings: "3" never matches "13"). */
export function whereLabels<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, column: string, ids: readonly number[]) {
  let out = query;
  for (const id of ids) out = out.where(jsonListHas(column, String(id)));
  return out;
}

export const labelsToDb = (ids: readonly number[]): string | null => (ids.length ? JSON.stringify(ids.map(String)) : null);

export function labelsFromDb(value: unknown): number[] {
  if (typeof value !== 'string' || !value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0) : [];
  } catch {
    return [];
  }
}

/**
 * A list of labels sent by a client (JSON array of ids, or a comma-separated form field): each must exist in
 * Sistema › Etiquetas. A 400 naming the field otherwise.
 */
export async function checkLabels(db: Db, value: unknown): Promise<number[]> {
  const fail = () => new ApiError(400, t('app.publicidad.biblioteca.bad_labels'), { etiquetas: t('app.publicidad.biblioteca.bad_labels') });
  let list: unknown[];
  if (value === undefined || value === null || value === '') list = [];
  else if (Array.isArray(value)) list = value;
  else if (typeof value === 'string') list = value.split(',');
  else throw fail();
  if (list.length > MAX_LABELS) throw fail();
  const ids = list.map((v) => (typeof v === 'number' ? v : typeof v === 'string' && ID.test(v.trim()) ? Number(v) : NaN));
  if (!ids.every((n) => Number.isSafeInteger(n) && n > 0)) throw fail();
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found = await db.selectFrom('etiquetas').select('id_etiqueta').where('id_etiqueta', 'in', unique).execute();
  if (found.length !== unique.length) throw fail();
  return unique;
}
