// Issue 8 §5: the probe's style kept in the suite. Every write endpoint of every module in the registry
// (registrar, actualizar, eliminar) gets a few hundred generated bad bodies — wrong types, huge strings, prototype
// keys, nested arrays, unknown fields, bad ids, broken JSON — from a fixed seed. Each must answer a 4xx in the
// Spanish envelope (no 5xx, no framework English), and the module's table must be exactly as before.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app';
import { writableFields, type FieldDef, type ModuleSchema } from '../../src/framework/schema';
import { modules } from '../../src/resources/registry';
import { countRows, form, login, reply, startApp, type Reply, type TestApp } from './helpers';
import { anyTable } from '#server/db/types';

const BODIES_PER_ENDPOINT = Number(process.env.FUZZ_BODIES ?? 200);
const SEED = 0x8_2026;
/**
 * Bodies sent at once. A refusal costs one query (the session's), so on PostgreSQL each request mostly waits for its
 * round trip — long on a busy machine, where the server's process waits its turn for the CPU — and requests in
 * flight together overlap those waits. Every body is still sent, and its answer checked, once.
 */
const IN_FLIGHT = 8;

let env: TestApp;
let app: App;
let admin: string;

beforeAll(async () => {
  env = await startApp();
  app = env.app;
  admin = await login(app, 'admin');
});

afterAll(async () => {
  await env?.close();
});

/** mulberry32: a small deterministic generator. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  return { next, int, pick };
}
type Rng = ReturnType<typeof prng>;

/** A value no field type accepts (validation or the caps refuse it). */
function wrongValue(rng: Rng, f: FieldDef): unknown {
  const numeric = ['integer', 'decimal', 'money', 'reference'].includes(f.type);
  const options: unknown[] = [
    { $gt: '' },
    [[['anidado']]],
    { toString: 'x', valueOf: 1 },
    numeric ? 'cien' : f.type === 'boolean' ? 'sí' : f.type === 'multienum' ? 'uno,dos' : 12345.678e300,
    numeric ? Number.MAX_SAFE_INTEGER * 4 : f.type === 'boolean' ? 1 : ['no', 'es', 'texto'],
    numeric ? '1e400' : 'x'.repeat(rng.pick([300, 5_000, 300_000])) + (f.type === 'text' || f.type === 'longtext' ? 'x'.repeat(300_000) : ''),
    { __proto__: null, a: 1 },
  ];
  return rng.pick(options);
}

const BAD_IDS: readonly unknown[] = [-1, 0, 1.5, 'abc', '1; DROP TABLE x', 1e21, null, {}, [], true, '', '0x10', ' 7', '٣'];
const PROTO_JSON = ['{"__proto__": {"esAdmin": true}}', '{"constructor": {"prototype": {"esAdmin": true}}}', '{"__proto__": [], "prototype": 1}'];

/** One bad `json` text for `mode` of `schema` (the key of an existing record `id` on update). */
function badJson(rng: Rng, schema: ModuleSchema, mode: 'create' | 'update', id: number): string {
  const fields = writableFields(schema, mode);
  const base: Record<string, unknown> = mode === 'update' ? { [schema.key]: id } : {};
  const kind = rng.int(8);
  switch (kind) {
    case 0: {
      // Every writable field present, one or more with a wrong value.
      const out = { ...base };
      for (const name of fields) if (rng.next() < 0.5) out[name] = wrongValue(rng, schema.fields[name]!);
      const name = rng.pick(fields);
      out[name] = wrongValue(rng, schema.fields[name]!);
      return JSON.stringify(out);
    }
    case 1: {
      const n = rng.pick([1, 7, 60, 3_000]);
      const out: Record<string, unknown> = { ...base };
      for (let i = 0; i < n; i++) out[`campo_${rng.int(1e6)}_${i}`] = rng.pick([1, 'x', null, [1]]);
      return JSON.stringify(out);
    }
    case 2: {
      const proto = rng.pick(PROTO_JSON);
      return mode === 'update' ? `{"${schema.key}": ${id}, ${proto.slice(1)}` : proto;
    }
    case 3: {
      const depth = rng.pick([3, 50, 2_000]);
      return JSON.stringify({ ...base, [rng.pick(fields)]: 0 }).replace(/0}$/, `${'['.repeat(depth)}1${']'.repeat(depth)}}`);
    }
    case 4:
      // A bad record key (update) or any key at all (create).
      return JSON.stringify({
        [rng.pick([schema.key, 'id'])]: rng.pick(BAD_IDS),
        [rng.pick(fields)]: wrongValue(rng, schema.fields[rng.pick(fields)]!),
      });
    case 5:
      return rng.pick(['[]', '[{}]', '"texto"', '42', 'null', 'true', '{', '{"a":', '{"a" 1}', '\u0000', '', `"${'x'.repeat(400_000)}"`]);
    case 6: {
      // Server-only fields.
      const ro = Object.entries(schema.fields)
        .filter(([, f]) => f.readOnly)
        .map(([n]) => n);
      return JSON.stringify({ ...base, [rng.pick([...ro, 'creado_por', 'actualizado_en', 'creado_en'])]: rng.pick([1, 'x', '2020-01-01']) });
    }
    default: {
      const name = rng.pick(fields);
      return JSON.stringify({ ...base, [name]: wrongValue(rng, schema.fields[name]!), [`${name}_extra`]: 1 });
    }
  }
}

/** One bad form body for `endpoint`: mostly a bad `json`, sometimes a broken form around it. */
function badBody(rng: Rng, schema: ModuleSchema, endpoint: string, id: number): string {
  if (endpoint === 'eliminar') {
    const v = rng.pick(BAD_IDS);
    const id = typeof v === 'object' ? JSON.stringify(v) : String(v);
    return rng.pick([
      form({ id, authorization: admin }),
      `${form({ id, authorization: admin })}&id=2`,
      form({ id: '999999999', extra: '1', authorization: admin }),
      form({ authorization: admin }),
      `${form({ authorization: admin })}&id[]=1`,
    ]);
  }
  const json = badJson(rng, schema, endpoint === 'registrar' ? 'create' : 'update', id);
  const kind = rng.int(10);
  if (kind === 0) return `${form({ json, authorization: admin })}&json=${encodeURIComponent(json)}`;
  if (kind === 1) return `${form({ authorization: admin })}&json[a]=1`;
  if (kind === 2) return `${form({ json, authorization: admin })}&${'x=1&'.repeat(rng.pick([30, 5000]))}`;
  return form({ json, authorization: admin });
}

const ENGLISH =
  /\b(error|errors|invalid|body|must|should|the|is|are|required|expected|unexpected|property|properties|object|string|number|request|payload|too large|not found|FST_\w+)\b/i;
const SPANISH = /[áéíóúñ¿¡«]|\b(el|la|los|las|de|del|no|un|una|que|con|los|datos|campo|campos)\b/i;

function expectSpanishRefusal(r: Reply, what: string): void {
  expect(r.status, `${what}: ${r.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(r.status, `${what}: ${r.text.slice(0, 300)}`).toBeLessThan(500);
  expect(r.body?.status, what).toBe('error');
  expect(typeof r.body.msg, what).toBe('string');
  expect(r.body.msg, what).toMatch(SPANISH);
  // Field messages are short ('Obligatorio'): Spanish catalogue texts, never a key or framework English.
  for (const text of [r.body.msg, ...Object.values((r.body.errors ?? {}) as Record<string, unknown>)]) {
    expect(typeof text, what).toBe('string');
    expect(text as string, what).not.toMatch(ENGLISH);
    expect(text as string, what).not.toMatch(/^(app|ra)\.[\w.]+$/);
  }
  expect(r.text.length, what).toBeLessThan(4_000);
}

async function checksum(schema: ModuleSchema): Promise<{ count: number; hash: string }> {
  const rows = await anyTable(app.connection.db).selectFrom(schema.name).selectAll().orderBy(schema.key).execute();
  return { count: rows.length, hash: crypto.createHash('sha256').update(JSON.stringify(rows)).digest('hex') };
}

const writable = modules.filter((m) => !m.readOnly);

/**
 * Runs `work` on every item, at most `limit` at once. At the first failure no further item starts; once the started
 * ones have ended, rejects with that failure (so nothing of this test still runs when the next one begins).
 */
async function eachAtMost<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lane = async () => {
    while (next < items.length && !failure) {
      const index = next++;
      try {
        await work(items[index]!, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (failure) throw failure.error;
}

describe('generated bad bodies on every write endpoint', () => {
  it('covers every module of the registry that takes writes', () => {
    expect(writable.map((m) => m.name)).toEqual(expect.arrayContaining(['ofertantes', 'demandantes', 'citas', 'usuarios', 'glosario', 'etiquetas']));
  });

  for (const schema of writable) {
    const endpoints = ['registrar', 'actualizar', ...(schema.noDelete ? [] : ['eliminar'])];
    for (const endpoint of endpoints) {
      it(`${schema.name}/${endpoint}: ${BODIES_PER_ENDPOINT} bad bodies, no 5xx, Spanish, nothing changed`, async () => {
        const rng = prng(SEED ^ crypto.createHash('sha1').update(`${schema.name}/${endpoint}`).digest().readUInt32BE(0));
        const first = await anyTable(app.connection.db).selectFrom(schema.name).select(schema.key).orderBy(schema.key).executeTakeFirst();
        const id = Number(first?.[schema.key] ?? 1);
        const before = await checksum(schema);
        const logBefore = await countRows(app, 'actividadsistema');
        // The same bodies, in the same order, as one after the other: the generator runs before any is sent.
        const payloads = Array.from({ length: BODIES_PER_ENDPOINT }, () => badBody(rng, schema, endpoint, id));
        await eachAtMost(payloads, IN_FLIGHT, async (payload, i) => {
          const res = await app.inject({
            method: 'POST',
            url: `/api/${schema.name}/${endpoint}`,
            payload,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          });
          expectSpanishRefusal(reply(res), `${schema.name}/${endpoint} #${i} ${payload.slice(0, 160)}`);
        });
        expect(await checksum(schema)).toEqual(before);
        expect(await countRows(app, 'actividadsistema')).toBe(logBefore);
        expect(({} as Record<string, unknown>).esAdmin).toBeUndefined();
      });
    }
  }
});
