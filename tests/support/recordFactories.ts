// Valid records per module, for tests that need a real row: a `registrar` body that passes validation and the
// module's rules, a change `actualizar` accepts, and a way to put a row in place (through the API as an
// administrator, or straight into the table for modules whose rows are never typed in).
// Every call gives fresh values (codes, names, dates), so unique constraints and one-open-loan rules hold.
// Shared by the API tests and the UI tests (whose views run against the in-process server, tests/ui/server.ts).
import type { FactoryContext, RecordFactory } from './factoryKit';
import { registrar } from './factoryKit';

export type { FactoryContext, RecordFactory } from './factoryKit';

/**
 * One factory per module, from its folder's `testing/factory.ts` (its `factory`), by module name. Test code: nothing
 * in the app or the server imports a `testing/` folder (eslint/layers.js), so neither build holds it.
 */
export const FACTORIES: Readonly<Record<string, RecordFactory>> = Object.fromEntries(
  Object.entries(import.meta.glob<{ factory: RecordFactory }>('../../src/resources/*/testing/factory.ts', { eager: true })).map(([path, m]) => [
    path.split('/').at(-3) ?? path,
    m.factory,
  ]),
);

/**
 * Puts a row of `module` in place (owned by `owner` when the module has an owner); returns its key. `values` take the
 * place of the factory's own (a test's exact names, dates, amounts); a module declared only in a test has no factory
 * and is registered with `values` alone.
 */
export async function createRecord(
  ctx: FactoryContext,
  module: { readonly name: string; readonly key: string },
  owner?: number,
  values?: Readonly<Record<string, unknown>>,
): Promise<number> {
  const factory = FACTORIES[module.name];
  if (!factory) {
    if (values) return registrar(ctx, module.name, module.key, { ...values });
    throw new Error(`recordFactories.ts: falta la fábrica de '${module.name}' (src/resources/${module.name}/testing/factory.ts)`);
  }
  if (factory.create) {
    if (values) throw new Error(`recordFactories.ts: las filas de '${module.name}' no se registran; no admiten valores`);
    return factory.create(ctx, owner);
  }
  return registrar(ctx, module.name, module.key, { ...(await factory.valid(ctx, owner)), ...values });
}
