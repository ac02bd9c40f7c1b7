// Reading and writing the agency settings (configuracion: clave -> valor as JSON text).
import { SETTINGS, type SettingKey, type Settings } from '../src/resources/configuracion/settings';
import type { Db } from './db/types';

export function defaultSettings(): Settings {
  const out = {} as Record<SettingKey, string | number | boolean | null>;
  for (const [key, def] of Object.entries(SETTINGS) as [SettingKey, (typeof SETTINGS)[SettingKey]][]) {
    out[key] = 'default' in def ? def.default : null;
  }
  return out;
}

export async function getSettings(db: Db): Promise<Settings> {
  const rows = await db.selectFrom('configuracion').select(['clave', 'valor']).execute();
  const out = defaultSettings() as Record<string, unknown>;
  for (const row of rows) {
    const key = row.clave;
    if (!(key in SETTINGS) || row.valor === null) continue;
    try {
      out[key] = JSON.parse(row.valor) as unknown;
    } catch {
      // A hand-edited value that is not JSON keeps the default.
    }
  }
  return out as Settings;
}

export async function saveSettings(db: Db, values: Partial<Settings>): Promise<void> {
  for (const [clave, value] of Object.entries(values)) {
    if (!(clave in SETTINGS) || value === undefined) continue;
    const valor = JSON.stringify(value);
    const updated = await db.updateTable('configuracion').set({ valor }).where('clave', '=', clave).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) await db.insertInto('configuracion').values({ clave, valor }).execute();
  }
}

export async function exchangeRate(db: Db): Promise<number> {
  const rate = Number((await getSettings(db)).tipo_cambio);
  return Number.isFinite(rate) && rate > 0 ? rate : 3.75;
}
