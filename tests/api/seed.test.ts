// First start: demo data with a given or generated password, or SEED=none with one administrator.
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import { loadConfig } from '#server/config';
import { seedIfEmpty } from '#server/db/seed';
import { databaseEnv, removeTestData, tempDir } from './helpers';
import { anyTable } from '#server/db/types';

let app: App | undefined;
let dir: string | undefined;

afterEach(async () => {
  await app?.close();
  if (dir) removeTestData(dir);
  app = undefined;
});

async function start(env: Record<string, string>) {
  dir = tempDir();
  const config = loadConfig({ ...databaseEnv(dir), LOG_LEVEL: 'silent', ...env });
  app = await buildApp(config, { logger: false });
  return { config, seed: await seedIfEmpty(app.connection.db, config) };
}

async function login(usuario: string, password: string) {
  const res = await app!.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ json: JSON.stringify({ usuario, password }) }).toString(),
  });
  return res.statusCode;
}

describe('first start', () => {
  it('loads the demo data with a generated password, printed once', async () => {
    const { seed } = await start({});
    expect(seed.seeded).toBe('demo');
    expect(seed.generatedPassword).toMatch(/^[A-Za-z0-9_-]{12,}$/);
    expect(await login('admin', seed.generatedPassword!)).toBe(200);
    expect(await login('agente', seed.generatedPassword!)).toBe(200);
    const db = app!.connection.db;
    const count = async (t: string) =>
      Number(
        (
          await anyTable(db)
            .selectFrom(t)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('ofertantes')).toBeGreaterThanOrEqual(200);
    expect(await count('demandantes')).toBeGreaterThan(20);
    expect(await count('citas')).toBeGreaterThan(10);
    // A second start on the same database does not seed again.
    const again = await seedIfEmpty(db, loadConfig({ ...databaseEnv(dir ?? tempDir()), LOG_LEVEL: 'silent' }));
    expect(again.seeded).toBe('existing');
  });

  it('demo prices carry their own currency, documents and districts are valid', async () => {
    await start({ DEMO_PASSWORD: 'clave-demo-1' });
    const rows = await app!.connection.db
      .selectFrom('ofertantes')
      .select(['moneda', 'tipo_operacion', 'distrito', 'propietario_documento', 'codigo'])
      .execute();
    const combos = new Set(rows.map((r) => `${String(r.tipo_operacion)}-${String(r.moneda)}`));
    expect(combos).toEqual(new Set(['V-USD', 'V-PEN', 'A-PEN', 'A-USD']));
    for (const r of rows) {
      expect(String(r.propietario_documento)).toMatch(/^\d{8}$/);
      expect(String(r.codigo)).toMatch(/^OF-\d{6}$/);
    }
  });

  it('demo data holds together: estados fit the operation, offered properties passed the checklist, both change logs have rows', async () => {
    await start({ DEMO_PASSWORD: 'clave-demo-1' });
    const db = app!.connection.db;
    const rows = await db.selectFrom('ofertantes').selectAll().execute();
    expect(rows.filter((r) => r.tipo_operacion === 'A' && r.estado === 'vendido')).toEqual([]);
    expect(rows.filter((r) => r.tipo_operacion === 'V' && r.estado === 'alquilado')).toEqual([]);
    expect(rows.some((r) => r.estado === 'vendido') && rows.some((r) => r.estado === 'alquilado')).toBe(true);
    const { checklistPending, ESTADOS_OFERTADOS } = await import('../../src/resources/ofertantes/estados');
    const ofertados = rows.filter((r) => ESTADOS_OFERTADOS.includes(String(r.estado)));
    expect(ofertados.filter((r) => checklistPending({ ...r, exclusividad: Number(r.exclusividad) === 1 }).length > 0).map((r) => r.codigo)).toEqual(
      [],
    );
    const cambiosd = await db.selectFrom('cambiosd').selectAll().execute();
    expect(cambiosd.length).toBeGreaterThan(5);
    const cambioso = await db.selectFrom('cambioso').selectAll().execute();
    expect(cambioso.length).toBeGreaterThan(5);
    // A change of price is written in the listing's own currency.
    for (const c of cambioso.filter((x) => x.campo === 'precio')) {
      const of = rows.find((r) => r.id_propiedad === c.id_registro);
      expect(String(c.valor_nuevo).startsWith(of?.moneda === 'USD' ? 'US$' : 'S/')).toBe(true);
    }
  });

  it('SEED=none creates only the administrator from ADMIN_USER / ADMIN_PASSWORD', async () => {
    const { seed } = await start({ SEED: 'none', ADMIN_USER: 'jefa', ADMIN_PASSWORD: 'una-clave-segura' });
    expect(seed.seeded).toBe('none');
    expect(await login('jefa', 'una-clave-segura')).toBe(200);
    expect(await login('admin', 'una-clave-segura')).toBe(401);
    const n = await app!.connection.db
      .selectFrom('ofertantes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(0);
  });

  it('SEED=none without an administrator password refuses to start, in Spanish', async () => {
    await expect(start({ SEED: 'none', ADMIN_USER: 'jefa' })).rejects.toThrow(/ADMIN_PASSWORD/);
  });
});
