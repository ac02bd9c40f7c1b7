// The order of the modules' demo data (server/modules/demoOrder.ts): the accounts' first, then by name, a module after
// those its `after` names; a missing module or a cycle is refused before anything is written.
import { describe, expect, it } from 'vitest';
import type { ModuleDemo, ModuleServer } from '#server/moduleServer';
import { demoOrder } from '#server/modules/demoOrder';

const demo = (after?: readonly string[]): ModuleServer => ({
  demo: { ...(after ? { after } : {}), seed: async () => undefined } satisfies ModuleDemo,
});
const names = (servers: Record<string, ModuleServer>) => demoOrder(servers).map(([name]) => name);

describe('demoOrder', () => {
  it('goes by name when nothing is asked, and leaves out modules without demo data', () => {
    expect(names({ glosario: demo(), citas: demo(), usuarios: {}, etiquetas: demo() })).toEqual(['citas', 'etiquetas', 'glosario']);
  });

  it('puts a module after the ones whose rows it reads, however they are named', () => {
    expect(names({ autoresponder: demo(['ofertantes', 'demandantes']), demandantes: demo(), ofertantes: demo(), blog: demo() })).toEqual([
      'blog',
      'demandantes',
      'ofertantes',
      'autoresponder',
    ]);
    expect(names({ a: demo(['c']), b: demo(['a']), c: demo() })).toEqual(['c', 'a', 'b']);
  });

  it('seeds the demo that creates the sign-in accounts before every other, whatever its name and theirs', () => {
    const accounts = { names: ['admin', 'agente'], demoOnly: ['agente'] };
    const withAccounts: ModuleServer = { demo: { accounts, seed: async () => undefined } };
    expect(names({ citas: demo(), usuarios: withAccounts, blog: demo(), autoresponder: demo(['citas']) })).toEqual([
      'usuarios',
      'blog',
      'citas',
      'autoresponder',
    ]);
  });

  it('refuses a dependency on a module without demo data, and a cycle', () => {
    expect(() => demoOrder({ citas: demo(['ofertantes']) })).toThrow(/citas va después de ofertantes/);
    expect(() => demoOrder({ a: demo(['b']), b: demo(['a']), c: demo() })).toThrow(/a, b se esperan entre sí/);
  });
});
