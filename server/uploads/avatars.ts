// A user's avatar: its files (the header's mini plus the photo sizes, made by the photo pipeline) and its rows
// (usuarios.imagen names the current file; its `imagenes` row puts it in the image library's 'Avatares').
// Used by the avatar calls and by the demo seed.
import type { Db } from '../db/types';
import { imageRow } from './imageRow';
import { processImage } from './images';
import { AVATAR_FOLDER, AVATAR_VARIANTS, avatarPaths, newFileName, writeAll } from './storage';

export interface StoredAvatar {
  readonly archivo: string;
  readonly ancho: number;
  readonly alto: number;
  readonly bytes: number;
}

/** Processes a checked image and writes its five files, recording them in `written` (see writeAll). */
export async function writeAvatar(root: string, data: Buffer, name: string, written: string[]): Promise<StoredAvatar> {
  const p = await processImage(data, name, AVATAR_VARIANTS, 'attention');
  const archivo = newFileName();
  await writeAll(avatarPaths(root, archivo), [p.original, ...p.variants], written);
  return { archivo, ancho: p.width, alto: p.height, bytes: p.original.length };
}

/**
 * Inside a transaction: makes `avatar` the user's picture and replaces the user's row in the image library.
 * Returns the previous file name (its files are the caller's to remove after the commit), or undefined when the
 * user does not exist (nothing changed).
 */
export async function setAvatar(
  trx: Db,
  idUsuario: number,
  avatar: StoredAvatar,
  by: number | null,
  now: string,
): Promise<{ previous: unknown } | undefined> {
  const before = await trx.selectFrom('usuarios').select('imagen').where('id_usuario', '=', idUsuario).executeTakeFirst();
  if (!before) return undefined;
  await trx
    .updateTable('usuarios')
    .set({ imagen: avatar.archivo, actualizado_en: now, actualizado_por: by })
    .where('id_usuario', '=', idUsuario)
    .execute();
  await trx.deleteFrom('imagenes').where('id_usuario', '=', idUsuario).execute();
  await trx
    .insertInto('imagenes')
    .values(imageRow(avatar, { carpeta: AVATAR_FOLDER, id_usuario: idUsuario }, by, now))
    .execute();
  return { previous: before.imagen };
}
