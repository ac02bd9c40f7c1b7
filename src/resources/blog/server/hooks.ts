// The blog's server rules: the entry's slug (free among the others), its author and its publication date.
import type { NotNull } from 'kysely';
import { limaToday } from '../../../lib/limaTime';
import { slugify } from '../../../lib/slug';
import type { ModuleHooks } from '#server/crud/hooks';
import type { Db, TableRowOf } from '#server/db/types';

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
