// The library's demo pictures: its own pictures (covers for the blog, from the shared demo pictures of
// #server/uploads/demoPictures) and the first users' profile pictures (initials on a colour, through the avatar
// pipeline), both listed in Imágenes.
import type { Db, NewRow } from '#server/db/types';
import { setAvatar, writeAvatar } from '#server/uploads/avatars';
import { withDemoPictures } from '#server/uploads/demoPictures';
import { imageRow } from '#server/uploads/imageRow';
import { loadSharp } from '#server/uploads/sharp';
import { avatarPaths, settle, uploadsRoot } from '#server/uploads/storage';

/**
 * The library's own pictures (folder `folder`, no property): one per title, cycling through the demo pictures.
 * Returns their rows (already inserted) in the order of `titles`.
 */
export async function seedLibraryPictures(
  db: Db,
  dataDir: string,
  now: string,
  folder: string,
  titles: readonly string[],
  etiquetas: string | null,
  by: number | null,
): Promise<NewRow<'imagenes'>[]> {
  return withDemoPictures(dataDir, async ({ pictures, place }) => {
    const rows: NewRow<'imagenes'>[] = titles.map((titulo, n) =>
      imageRow(place((n * 5) % pictures.length, folder), { carpeta: folder, titulo, etiquetas }, by, now),
    );
    if (rows.length) await db.insertInto('imagenes').values(rows).execute();
    return rows;
  });
}

const AVATAR_COLOURS = ['#00796b', '#6a1b9a', '#c62828', '#1565c0'];

/** Profile pictures for the first demo users (initials on a colour), through the avatar pipeline. */
export async function seedDemoAvatars(db: Db, dataDir: string, now: string, count: number): Promise<void> {
  const users = await db.selectFrom('usuarios').select(['id_usuario', 'nombre', 'apellido']).orderBy('id_usuario').limit(count).execute();
  const root = uploadsRoot(dataDir);
  for (const [i, u] of users.entries()) {
    const initials = `${u.nombre.charAt(0)}${u.apellido.charAt(0)}`;
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480"><rect width="480" height="480" fill="${AVATAR_COLOURS[i % AVATAR_COLOURS.length]}"/>` +
      `<text x="240" y="300" font-family="DejaVu Sans, sans-serif" font-size="200" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
    const sharp = await loadSharp();
    const avatar = await writeAvatar(root, await sharp(Buffer.from(svg)).png().toBuffer(), 'avatar.png', []);
    settle(avatarPaths(root, avatar.archivo));
    await setAvatar(db, u.id_usuario, avatar, u.id_usuario, now);
  }
}
