// Helpers of the matching and autoresponder tests: records created through the API as a real user would, and
// agency settings written straight into the configuracion table (JSON-encoded values).
import { expect } from 'vitest';
import type { App } from '#server/app';
import type { Db } from '#server/db/types';
import { post } from './helpers';

let seq = 0;

/** What a property needs to be created as disponible: its por-ofertar checklist complete. */
export const CHECKLIST_COMPLETO = {
  imagen: 'principal.jpg',
  exclusividad: true,
  exclusividad_hasta: '2030-12-31',
  partida_registral: '12345678',
  chk_precio: true,
  chk_llave: true,
} as const;

/** An available sale property (overrides win); returns its id_propiedad. */
export async function createOfertante(app: App, token: string, overrides: Record<string, unknown> = {}): Promise<number> {
  seq += 1;
  const record = {
    descripcion: `Departamento de prueba ${seq}`,
    estado: 'disponible',
    tipo_operacion: 'V',
    tipo_inmueble: 'departamento',
    moneda: 'USD',
    precio: 15_000_000,
    direccion: `Calle Prueba ${seq}`,
    distrito: 'Pucusana',
    propietario_nombre: 'Propietario de Prueba',
    dormitorios: 3,
    banos: 2,
    cocheras: 1,
    area_construida: 100,
    ...CHECKLIST_COMPLETO,
    ...overrides,
  };
  const r = await post(app, '/api/ofertantes/registrar', { json: record }, token);
  expect(r.status, r.text).toBe(201);
  return Number(r.body.data.id_propiedad);
}

/** An active buyer (overrides win); returns its id_demandante. */
export async function createDemandante(app: App, token: string, overrides: Record<string, unknown> = {}): Promise<number> {
  seq += 1;
  const record = {
    nombre: `Cliente${seq}`,
    apellido: 'De Prueba',
    tipo_operacion: 'C',
    tipos_inmueble: ['departamento'],
    distritos: ['Pucusana'],
    moneda: 'USD',
    precio_min: 10_000_000,
    precio_max: 20_000_000,
    estado: 'activo',
    ...overrides,
  };
  const r = await post(app, '/api/demandantes/registrar', { json: record }, token);
  expect(r.status, r.text).toBe(201);
  return Number(r.body.data.id_demandante);
}

export async function updateRecord(app: App, token: string, module: string, record: Record<string, unknown>) {
  const r = await post(app, `/api/${module}/actualizar`, { json: record }, token);
  expect(r.status, r.text).toBe(200);
  return r;
}

/** Writes one agency setting (null removes it: the default applies). */
export async function setSetting(db: Db, clave: string, value: unknown): Promise<void> {
  await db.deleteFrom('configuracion').where('clave', '=', clave).execute();
  if (value !== null)
    await db
      .insertInto('configuracion')
      .values({ clave, valor: JSON.stringify(value) })
      .execute();
}
