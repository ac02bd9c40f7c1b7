// The keys the type check cannot see: literals handed to react-admin props typed `string`, and the
// resources.<module>.* keys built from the module registry. Every one must resolve in the catalogue.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildMessages } from '../../src/i18n';
import { modules } from '../../src/resources/registry';

const ROOTS = ['src', 'server'];
const catalogue = buildMessages();

function resolve(key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Readonly<Record<string, unknown>>)[part];
  }
  return node;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(e.name) ? [path] : [];
  });
}

/** Whole string literals shaped like a key: 'app.x.y', "ra.action.save", `resources.citas.fields.fecha`. */
function keyLiterals(): { file: string; key: string }[] {
  const found: { file: string; key: string }[] = [];
  for (const file of ROOTS.flatMap(sourceFiles)) {
    if (file.startsWith(join('src', 'i18n'))) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(/(['"`])((?:ra|app|resources)\.[\w-]+(?:\.[\w-]+)+)\1/g)) {
      found.push({ file, key: m[2]! });
    }
  }
  return found;
}

describe('the translation keys', () => {
  const literals = keyLiterals();

  it('finds the literals of the app (the walk is not empty)', () => {
    expect(literals.length).toBeGreaterThan(300);
    expect(literals.some((l) => l.key === 'app.common.all')).toBe(true);
  });

  it('every key written in src/ and server/ is a message of the catalogue (or a prefix of messages)', () => {
    const missing = literals.filter((l) => resolve(l.key) === undefined).map((l) => `${l.file}: ${l.key}`);
    expect(missing).toEqual([]);
  });

  it('every registered module has its name and a label for each field', () => {
    const missing = modules.flatMap((m) => [
      ...(typeof resolve(`resources.${m.name}.name`) === 'string' ? [] : [`resources.${m.name}.name`]),
      ...Object.keys(m.fields)
        .map((f) => `resources.${m.name}.fields.${f}`)
        .filter((key) => typeof resolve(key) !== 'string'),
    ]);
    expect(missing).toEqual([]);
  });

  it('a misspelt key does not resolve (the check can fail)', () => {
    expect(resolve('app.common.yess')).toBeUndefined();
    expect(resolve('resources.citas.fields.no_such_field')).toBeUndefined();
  });
});
