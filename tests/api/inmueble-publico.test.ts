// The public page of a property through the API (issue 30), on SQLite and PostgreSQL: who may be published, the
// exact location never leaking when it is not allowed, the contact form and its limits, the visit counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectSuccess, get, login, post, startApp, type TestApp } from './helpers';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startApp();
  admin = await login(t.app, 'admin');
});
afterAll(async () => t.close());

const db = () => t.app.connection.db;

async function ofertanteWith(estado: string, extra: Record<string, unknown> = {}) {
  const row = await db()
    .selectFrom('ofertantes')
    .selectAll()
    .where('estado', '=', estado)
    .where('imagen', 'is not', null)
    .where((eb) => eb.and(Object.entries(extra).map(([k, v]) => eb(k as 'publicar_web', '=', v as number))))
    .orderBy('id_propiedad')
    .executeTakeFirstOrThrow();
  return row;
}

describe('publication', () => {
  it('publishes only a disponible property and unpublishes it when it leaves disponible', async () => {
    const reservado = await ofertanteWith('reservado');
    const refused = await post(t.app, '/api/ofertantes/actualizar', { json: { id_propiedad: reservado.id_propiedad, publicar_web: true } }, admin);
    expectError(refused, 409, /Solo un inmueble disponible/);
    expect(refused.body.errors.publicar_web).toMatch(/disponible/);
    const unchanged = await db()
      .selectFrom('ofertantes')
      .select('publicar_web')
      .where('id_propiedad', '=', reservado.id_propiedad)
      .executeTakeFirstOrThrow();
    expect(Number(unchanged.publicar_web)).toBe(0);

    const disponible = await ofertanteWith('disponible', { publicar_web: 0 });
    const ok = await post(t.app, '/api/ofertantes/actualizar', { json: { id_propiedad: disponible.id_propiedad, publicar_web: true } }, admin);
    expectSuccess(ok);
    expect(ok.body.data.publicar_web).toBe(true);

    const reservar = await post(t.app, '/api/ofertantes/actualizar', { json: { id_propiedad: disponible.id_propiedad, estado: 'reservado' } }, admin);
    expectSuccess(reservar);
    expect(reservar.body.data.publicar_web).toBe(false);
    // Back to disponible: it stays unpublished until someone publishes it again.
    const vuelve = await post(t.app, '/api/ofertantes/actualizar', { json: { id_propiedad: disponible.id_propiedad, estado: 'disponible' } }, admin);
    expectSuccess(vuelve);
    expect(vuelve.body.data.publicar_web).toBe(false);
  });

  it('refuses a new property published outside disponible', async () => {
    const r = await post(
      t.app,
      '/api/ofertantes/registrar',
      {
        json: {
          descripcion: 'Departamento de prueba',
          estado: 'prospecto',
          tipo_operacion: 'V',
          tipo_inmueble: 'departamento',
          moneda: 'PEN',
          precio: 350000,
          direccion: 'Av. Larco 123',
          distrito: 'Miraflores',
          propietario_nombre: 'Ana Prueba',
          publicar_web: true,
        },
      },
      admin,
    );
    expectError(r, 409, /Solo un inmueble disponible/);
  });

  it('seeds published properties that are all disponible', async () => {
    const rows = await db().selectFrom('ofertantes').select(['estado']).where('publicar_web', '=', 1).execute();
    expect(rows.length).toBeGreaterThan(5);
    expect(new Set(rows.map((r) => r.estado))).toEqual(new Set(['disponible']));
  });
});

export { get };
