// Publicidad's server rules: cost per lead of an ad, the blog's slug, author and publication date, the gap-free
// order of the sales arguments.
import type { NotNull } from 'kysely';
import { limaToday } from '../../src/lib/limaTime';
import { slugify } from '../../src/lib/slug';
import type { ModuleHooks } from '../crud/hooks';
import type { Db, TableRowOf } from '../db/types';

/** Cents per lead (rounded), or null while there are no leads or no cost. */
export function costPerLead(costo: unknown, contactos: unknown): number | null {
  const cents = Number(costo ?? 0);
  const leads = Number(contactos ?? 0);
  if (!Number.isFinite(cents) || !Number.isFinite(leads) || leads <= 0 || cents <= 0) return null;
  return Math.round(cents / leads);
}

export const controlmediosHooks: ModuleHooks = {
  async beforeWrite({ data, current }) {
    const costo = 'costo' in data ? data.costo : current?.costo;
    const contactos = 'contactos' in data ? data.contactos : current?.contactos;
    data.costo_por_contacto = costPerLead(costo, contactos);
  },
};

/** `base`, or `base-2`, `base-3`... : the first slug no other entry holds. */
async function freeSlug(trx: Db, base: string, ownId?: number): Promise<string> {
  const taken = new Set(
    (
      await trx
        .selectFrom('blog')
        .select(['slug', 'id_blog'])
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .$narrowType<{ slug: NotNull }>()
        .execute()
    )
      .filter((r) => r.id_blog !== ownId)
      .map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export const blogHooks: ModuleHooks<TableRowOf<'blog'>> = {
  async beforeWrite({ trx, user, mode, data, current }) {
    const ownId = current?.id_blog;
    const given = typeof data.slug === 'string' ? data.slug.trim() : '';
    if (given)
      data.slug = given; // an explicit slug is kept as typed: a duplicate is a 409, not renamed
    else if (mode === 'create' || 'slug' in data || !current?.slug) {
      const titulo = typeof data.titulo === 'string' ? data.titulo : (current?.titulo ?? '');
      data.slug = await freeSlug(trx, slugify(titulo), ownId);
    }
    if (mode === 'create' && (data.id_autor === null || data.id_autor === undefined)) data.id_autor = user.id;
    const estado = 'estado' in data ? data.estado : current?.estado;
    const fecha = 'fecha_publicacion' in data ? data.fecha_publicacion : current?.fecha_publicacion;
    if (estado === 'publicado' && !fecha) data.fecha_publicacion = limaToday();
  },
};

/** Renumbers the arguments of one type 1..n, keeping their current order. */
export async function renumber(trx: Db, tipo: string): Promise<void> {
  const rows = await trx
    .selectFrom('argumentosventa')
    .select(['id_argumento', 'orden'])
    .where('tipo_inmueble', '=', tipo)
    .orderBy('orden')
    .orderBy('id_argumento')
    .execute();
  for (const [i, r] of rows.entries()) {
    if (r.orden !== i + 1)
      await trx
        .updateTable('argumentosventa')
        .set({ orden: i + 1 })
        .where('id_argumento', '=', r.id_argumento)
        .execute();
  }
}

export const argumentosventaHooks: ModuleHooks<TableRowOf<'argumentosventa'>> = {
  async beforeWrite({ trx, mode, data, current }) {
    const tipo = String(data.tipo_inmueble ?? current?.tipo_inmueble ?? 'general');
    if (mode === 'update' && current && current.tipo_inmueble === tipo) return;
    // New, or moved to another type: last of its type.
    const last = await trx
      .selectFrom('argumentosventa')
      .select((eb) => eb.fn.max('orden').as('orden'))
      .where('tipo_inmueble', '=', tipo)
      .executeTakeFirst();
    data.orden = (last?.orden ?? 0) + 1;
  },
  async afterWrite({ trx, previous }) {
    if (previous && previous.tipo_inmueble) await renumber(trx, previous.tipo_inmueble);
  },
  async beforeDelete({ trx, current }) {
    // Those after it move up one: the order stays 1..n once the row is gone.
    await trx
      .updateTable('argumentosventa')
      .set((eb) => ({ orden: eb('orden', '-', 1) }))
      .where('tipo_inmueble', '=', current.tipo_inmueble)
      .where('orden', '>', current.orden ?? 0)
      .execute();
  },
};
