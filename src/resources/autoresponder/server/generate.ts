// Generation of the autoresponder queue (DOMAIN.md "autoresponder"): for each active demandante with marketing
// consent and an email, the matching properties that are new or changed since they were last queued for them
// (autoresponder_pares) go into ONE pending message. Idempotent: a second run with nothing new changes nothing.
//
// Decisions:
// - A pair's version is a fingerprint of what the match and the message depend on (operation, type, price,
//   currency, district, description, rooms, area), not actualizado_en: ticking a checklist box or editing the
//   owner's phone does not send the same property to the client again.
// - While a demandante has a pending message nobody has touched yet (actualizado_por null: only the system wrote
//   it), new matches are merged into it instead of queuing a second message. Once a person edits, sends or
//   discards it, the next matches start a new message.
// - At most MAX_PER_MESSAGE properties per message, best ranked first; the rest wait for a later message.
import crypto from 'node:crypto';
import type { Settings } from '../../../features/configuracion/shared/settings';
import type { Db } from '#server/db/types';
import { propertyIds } from '../ids';
import {
  candidateDemandantes,
  DEMANDANTE_COLUMNS,
  OFERTANTE_COLUMNS,
  type DemandanteCandidate,
  type OfertanteCandidate,
} from '../../../features/matching/server/candidates';
import { ofertantesFor, type Ranked } from '../../../features/matching/server/ranked';
import { t } from '#server/http';
import { getSettings } from '#server/settings';
import { ofertaFrom, DEFAULT_TIPO_CAMBIO } from '../../../lib/matching';
import { composeMessage } from './compose';

export const MAX_PER_MESSAGE = 20;

const VERSION_FIELDS = [
  'tipo_operacion',
  'tipo_inmueble',
  'precio',
  'moneda',
  'distrito',
  'descripcion',
  'dormitorios',
  'banos',
  'cocheras',
  'area_construida',
  'area_terreno',
] as const;

/** The version of a property as far as the autoresponder is concerned (same in SQLite and PostgreSQL rows). */
export function versionOf(p: Pick<OfertanteCandidate, (typeof VERSION_FIELDS)[number]>): string {
  const values = VERSION_FIELDS.map((f) => {
    const v = p[f];
    if (v === null || v === undefined || v === '') return null;
    return typeof v === 'number' || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) && f !== 'descripcion') ? Number(v) : v;
  });
  return crypto.createHash('sha256').update(JSON.stringify(values)).digest('base64url').slice(0, 24);
}

export interface GenerateResult {
  /** New pending messages. */
  readonly creados: number;
  /** Pending messages that received more (or refreshed) properties. */
  readonly actualizados: number;
  /** Properties queued, counted once per demandante. */
  readonly propiedades: number;
}

function rateOf(s: Settings): number {
  const rate = Number(s.tipo_cambio);
  return Number.isFinite(rate) && rate > 0 ? rate : DEFAULT_TIPO_CAMBIO;
}

/** The properties of `ids` that `rows` hold, in the order of `ids`. */
function inOrder(ids: readonly number[], rows: readonly OfertanteCandidate[]): OfertanteCandidate[] {
  const byId = new Map(rows.map((r) => [r.id_propiedad, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const consenting = (db: Db) =>
  db
    .selectFrom('demandantes')
    .select([...DEMANDANTE_COLUMNS])
    .where('estado', '=', 'activo')
    .where('consentimiento_marketing', '=', 1)
    .where('email', 'is not', null)
    .where('email', '!=', '');

/**
 * Generates (or extends) the pending messages; `propertyIds` limits the run to those properties,
 * `demandanteIds` to those demandantes.
 */
export async function generateMessages(
  db: Db,
  opts: { propertyIds?: readonly number[]; demandanteIds?: readonly number[] } = {},
): Promise<GenerateResult> {
  const settings = await getSettings(db);
  const tipoCambio = rateOf(settings);
  let demandantes: DemandanteCandidate[];
  if (opts.propertyIds) {
    if (opts.propertyIds.length === 0) return { creados: 0, actualizados: 0, propiedades: 0 };
    const props = await db
      .selectFrom('ofertantes')
      .select([...OFERTANTE_COLUMNS])
      .where('id_propiedad', 'in', [...opts.propertyIds])
      .execute();
    const byId = new Map<number, DemandanteCandidate>();
    for (const p of props) {
      for (const d of await candidateDemandantes(db, ofertaFrom(p), tipoCambio, { consentOnly: true })) byId.set(d.id_demandante, d);
    }
    demandantes = [...byId.values()].sort((a, b) => a.id_demandante - b.id_demandante);
  } else if (opts.demandanteIds) {
    if (opts.demandanteIds.length === 0) return { creados: 0, actualizados: 0, propiedades: 0 };
    demandantes = await consenting(db)
      .where('id_demandante', 'in', [...opts.demandanteIds])
      .orderBy('id_demandante', 'asc')
      .execute();
  } else {
    demandantes = await consenting(db).orderBy('id_demandante', 'asc').execute();
  }
  let creados = 0;
  let actualizados = 0;
  let propiedades = 0;
  for (const d of demandantes) {
    const matches = await ofertantesFor(db, d, { tipoCambio, ids: opts.propertyIds });
    const outcome = await queueFor(db, d, matches, settings);
    if (!outcome) continue;
    if (outcome.created) creados += 1;
    else actualizados += 1;
    propiedades += outcome.queued;
  }
  return { creados, actualizados, propiedades };
}

async function queueFor(
  db: Db,
  d: DemandanteCandidate,
  matches: readonly Ranked<OfertanteCandidate>[],
  settings: Settings,
): Promise<{ created: boolean; queued: number } | null> {
  if (matches.length === 0) return null;
  const idDemandante = d.id_demandante;
  const ids = matches.map((m) => m.row.id_propiedad);
  const pares = await db
    .selectFrom('autoresponder_pares')
    .select(['id_propiedad', 'version'])
    .where('id_demandante', '=', idDemandante)
    .where('id_propiedad', 'in', ids)
    .execute();
  const seen = new Map(pares.map((p) => [p.id_propiedad, p.version]));
  const fresh = matches.filter((m) => seen.get(m.row.id_propiedad) !== versionOf(m.row));
  if (fresh.length === 0) return null;

  const open = await db
    .selectFrom('autoresponder')
    .selectAll()
    .where('id_demandante', '=', idDemandante)
    .where('estado', '=', 'pendiente')
    .where('actualizado_por', 'is', null)
    .orderBy('id_mensaje', 'desc')
    .executeTakeFirst();
  const current = open ? propertyIds(open.propiedades) : [];
  const refreshed = fresh.filter((m) => current.includes(m.row.id_propiedad));
  const added = fresh.filter((m) => !current.includes(m.row.id_propiedad)).slice(0, Math.max(0, MAX_PER_MESSAGE - current.length));
  const take = [...refreshed, ...added];
  if (take.length === 0) return null;

  const wanted = [...current, ...added.map((m) => m.row.id_propiedad)];
  const rows = await db
    .selectFrom('ofertantes')
    .select([...OFERTANTE_COLUMNS])
    .where('id_propiedad', 'in', wanted)
    .execute();
  const found = inOrder(wanted, rows);
  const list = found.map((r) => r.id_propiedad);
  const { asunto, cuerpo } = composeMessage(d, found, settings);
  const now = new Date().toISOString();
  const values = { propiedades: JSON.stringify(list), destinatario: String(d.email), asunto, cuerpo, actualizado_en: now };
  if (open) {
    await db.updateTable('autoresponder').set(values).where('id_mensaje', '=', open.id_mensaje).execute();
  } else {
    await db
      .insertInto('autoresponder')
      .values({
        ...values,
        id_demandante: idDemandante,
        estado: 'pendiente',
        enviado_en: null,
        error: null,
        intentos: 0,
        creado_en: now,
        creado_por: null,
        actualizado_por: null,
      })
      .execute();
  }
  for (const m of take) {
    const version = versionOf(m.row);
    await db
      .insertInto('autoresponder_pares')
      .values({ id_demandante: idDemandante, id_propiedad: m.row.id_propiedad, version })
      .onConflict((oc) => oc.columns(['id_demandante', 'id_propiedad']).doUpdateSet({ version }))
      .execute();
  }
  return { created: !open, queued: added.length };
}

/**
 * A property that stops being available leaves the pending messages nobody has touched yet (recomposed without
 * it; discarded when nothing is left) and may be offered again if it comes back. Messages a person has edited
 * are left to that person.
 */
export async function withdrawProperty(db: Db, idPropiedad: number): Promise<number> {
  const candidates = await db
    .selectFrom('autoresponder')
    .selectAll()
    .where('estado', '=', 'pendiente')
    .where('actualizado_por', 'is', null)
    .where('propiedades', 'like', `%${idPropiedad}%`)
    .execute();
  const affected = candidates.filter((m) => propertyIds(m.propiedades).includes(idPropiedad));
  if (affected.length === 0) return 0;
  const settings = await getSettings(db);
  const now = new Date().toISOString();
  for (const m of affected) {
    const id = m.id_mensaje;
    const idDemandante = m.id_demandante;
    await db.deleteFrom('autoresponder_pares').where('id_demandante', '=', idDemandante).where('id_propiedad', '=', idPropiedad).execute();
    const rest = propertyIds(m.propiedades).filter((x) => x !== idPropiedad);
    const rows = rest.length
      ? await db
          .selectFrom('ofertantes')
          .select([...OFERTANTE_COLUMNS])
          .where('id_propiedad', 'in', rest)
          .where('estado', '=', 'disponible')
          .execute()
      : [];
    const found = inOrder(rest, rows);
    const list = found.map((r) => r.id_propiedad);
    const demandante = await db.selectFrom('demandantes').selectAll().where('id_demandante', '=', idDemandante).executeTakeFirst();
    if (list.length === 0 || !demandante) {
      await db
        .updateTable('autoresponder')
        .set({ estado: 'descartado', error: t('app.autoresponder.auto_discarded'), actualizado_en: now })
        .where('id_mensaje', '=', id)
        .execute();
      continue;
    }
    const { asunto, cuerpo } = composeMessage(demandante, found, settings);
    await db
      .updateTable('autoresponder')
      .set({ propiedades: JSON.stringify(list), asunto, cuerpo, actualizado_en: now })
      .where('id_mensaje', '=', id)
      .execute();
  }
  return affected.length;
}
