// The demandante side of the autoresponder: a new consenting demandante, or one who grants consent, gets the
// available matching properties queued at once; one without consent gets nothing.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { login, startApp, type TestApp } from './helpers';
import { createDemandante, createOfertante, updateRecord } from './matchingHelpers';

let env: TestApp;
let admin: string;
let ofertante: number;

beforeAll(async () => {
  env = await startApp();
  admin = await login(env.app, 'admin');
  ofertante = await createOfertante(env.app, admin, { distrito: 'Santa Rosa' });
});
afterAll(async () => env.close());

const pending = (id: number) =>
  env.app.connection.db.selectFrom('autoresponder').selectAll().where('id_demandante', '=', id).where('estado', '=', 'pendiente').execute();

const wants = { distritos: ['Santa Rosa'], email: 'cliente.prueba@gmail.com' };

it('a new demandante with marketing consent gets the matching properties queued at once', async () => {
  const id = await createDemandante(env.app, admin, { ...wants, consentimiento_marketing: true, consentimiento_fecha: '2026-11-01' });
  const rows = await pending(id);
  expect(rows).toHaveLength(1);
  expect(JSON.parse(String(rows[0]!.propiedades))).toEqual([ofertante]);
});

it('without consent nothing is queued; granting it later queues them', async () => {
  const id = await createDemandante(env.app, admin, wants);
  expect(await pending(id)).toHaveLength(0);
  await updateRecord(env.app, admin, 'demandantes', { id_demandante: id, consentimiento_marketing: true, consentimiento_fecha: '2026-11-20' });
  const rows = await pending(id);
  expect(rows).toHaveLength(1);
  expect(JSON.parse(String(rows[0]!.propiedades))).toEqual([ofertante]);
  // An unrelated change does not queue the same property again.
  await updateRecord(env.app, admin, 'demandantes', { id_demandante: id, telefono: '987 111 222' });
  expect(await pending(id)).toHaveLength(1);
});
