// Queries kept compiled per shape: building a Kysely query and compiling it to SQL costs about as much as running
// a page query, and most requests repeat a few shapes with new values (a list's filters, a session's token).
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { dialectOf } from './connect';

/** Stands for the index-th value while a shape is compiled; the compiled parameter then takes that value. */
class Slot {
  constructor(readonly index: number) {}
}

interface Template {
  readonly sql: string;
  /** Slots, or constants of the shape (a fixed limit, a literal the builder chose). */
  readonly parameters: readonly unknown[];
}

/** How many shapes are kept (the oldest dropped beyond it): the app's shapes are a few hundred. */
const KEPT = 1000;
const templates = new Map<string, Template | null>();

function compile<V, R>(count: number, build: (slots: readonly V[]) => Compilable<R>): Template | null {
  const slots = Array.from({ length: count }, (_, i) => new Slot(i));
  const { sql, parameters } = build(slots as unknown as V[]).compile();
  const used = new Set(parameters.filter((p): p is Slot => p instanceof Slot).map((p) => p.index));
  // A value the builder turned into something else (not a plain parameter) cannot be substituted: not kept.
  return used.size === count ? { sql, parameters } : null;
}

/**
 * Runs the query `build` makes with `values`, compiled once per `key` and dialect. `build` must use each value it
 * gets only as a query parameter, and `key` must name everything else that shapes the SQL.
 */
export async function runShaped<V, R>(
  db: Pick<Kysely<unknown>, 'getExecutor' | 'executeQuery'>,
  key: string,
  values: readonly V[],
  build: (values: readonly V[]) => Compilable<R>,
): Promise<R[]> {
  const id = `${dialectOf(db)}|${key}|${values.length}`;
  let template = templates.get(id);
  if (template === undefined) {
    template = compile(values.length, build);
    if (templates.size >= KEPT) templates.delete(templates.keys().next().value ?? '');
    templates.set(id, template);
  }
  if (!template) return (await db.executeQuery(build(values))).rows;
  const parameters = template.parameters.map((p) => (p instanceof Slot ? values[p.index] : p));
  return (await db.executeQuery<R>(CompiledQuery.raw(template.sql, parameters))).rows;
}
