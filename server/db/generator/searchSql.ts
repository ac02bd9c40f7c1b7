// The SQL of a module's search index as today's builder (searchIndexes.ts) makes it, written into a generated
// migration as it is now: recorded from a database that only compiles (every query answers no rows), so the
// builder must build from its arguments alone. Values it passes as parameters become literals; its reads go.
import type { CompiledQuery } from 'kysely';
import { sqlLiteral, type Dialect } from '../migrations/kit/sql';
import { compiler } from '../migrations/kit/tables';
import type { ModuleTableDef } from '../schemaTable';
import { createSearchIndex } from '../searchIndexes';

/** A parameter as an SQL literal. */
function literal(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string' || typeof value === 'number') return sqlLiteral(value);
  throw new Error(`parámetro que no se puede escribir como literal: ${String(value)}`);
}

/**
 * `text` with its placeholders (SQLite's `?`, PostgreSQL's `$n`) replaced by the literals of `parameters`; those
 * inside quotes, quoted names, dollar-quoted bodies and comments are text, not placeholders.
 */
export function inlineParameters(dialect: Dialect, text: string, parameters: readonly unknown[]): string {
  let out = '';
  let next = 0;
  for (let i = 0; i < text.length;) {
    const rest = text.slice(i);
    const quoted = /^'(?:[^']|'')*'|^"(?:[^"]|"")*"|^--[^\n]*|^\/\*[\s\S]*?\*\//.exec(rest);
    const dollar = dialect === 'postgres' ? /^(\$[A-Za-z_]*\$)[\s\S]*?\1/.exec(rest) : null;
    const placeholder = (dialect === 'postgres' ? /^\$(\d+)/ : /^\?/).exec(rest);
    const skipped = quoted?.[0] ?? dollar?.[0];
    if (skipped) {
      out += skipped;
      i += skipped.length;
    } else if (placeholder) {
      const n = placeholder[1] === undefined ? next++ : Number(placeholder[1]) - 1;
      if (n >= parameters.length) throw new Error(`falta el parámetro ${n + 1} de: ${text}`);
      out += literal(parameters[n]);
      i += placeholder[0].length;
    } else {
      out += text[i];
      i++;
    }
  }
  return out;
}

/** The statements that make `table`'s search index on `dialect` (none when it declares no search). */
export async function searchIndexSql(dialect: Dialect, table: ModuleTableDef): Promise<string[]> {
  if (!table.search) return [];
  const recorded: CompiledQuery[] = [];
  const db = compiler(dialect, (q) => recorded.push(q));
  await createSearchIndex(db, dialect, table.name, table.key, table.search.columns, { column: table.search.order, date: table.search.date });
  await db.destroy();
  return recorded.filter((q) => !/^\s*select\b/i.test(q.sql)).map((q) => inlineParameters(dialect, q.sql, q.parameters));
}
