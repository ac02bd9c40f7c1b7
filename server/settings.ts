// Reading and writing the agency settings (configuracion: clave -> valor as JSON text).
import { SETTINGS, type SettingKey, type Settings } from '../src/features/configuracion/shared/settings';
import { affected } from './db/aggregates';
import type { Db } from './db/types';
import { fromKeys, keysOf } from '../src/lib/keys';
import type { FieldDef } from '../src/framework/schema';

type SettingValue = Settings[SettingKey];

const defaultOf = (key: SettingKey): SettingValue => {
  const def: FieldDef & { readonly default?: SettingValue } = SETTINGS[key];
  return def.default ?? null;
};

export function defaultSettings(): Settings {
  return fromKeys<Settings>(keysOf(SETTINGS), defaultOf);
}

/** A stored value as a setting holds it (JSON text of a string, number, boolean or null); undefined otherwise. */
function storedValue(valor: string | null): SettingValue | undefined {
  if (valor === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(valor);
  } catch {
    return undefined;
  }
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
}

export async function getSettings(db: Db): Promise<Settings> {
  const rows = await db.selectFrom('configuracion').select(['clave', 'valor']).execute();
  const stored = new Map(rows.map((row) => [row.clave, row.valor]));
  // A hand-edited value that is not such JSON keeps the default.
  return fromKeys<Settings>(keysOf(SETTINGS), (key) => storedValue(stored.get(key) ?? null) ?? defaultOf(key));
}

export async function saveSettings(db: Db, values: Partial<Settings>): Promise<void> {
  for (const [clave, value] of Object.entries(values)) {
    if (!(clave in SETTINGS) || value === undefined) continue;
    const valor = JSON.stringify(value);
    const updated = await db.updateTable('configuracion').set({ valor }).where('clave', '=', clave).executeTakeFirst();
    if (affected(updated) === 0) await db.insertInto('configuracion').values({ clave, valor }).execute();
  }
}

export async function exchangeRate(db: Db): Promise<number> {
  const rate = Number((await getSettings(db)).tipo_cambio);
  return Number.isFinite(rate) && rate > 0 ? rate : 3.75;
}
