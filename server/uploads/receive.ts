// Receiving a batch of pictures, ALL OR NOTHING: each file is checked and processed as it arrives and written under
// uploads/{original,G,M,P}/{folder}/; `commit` then stores the rows. When a file is refused or the commit fails, the
// files already written for the batch are removed (and a sweep is started when that clean-up or the commit failed
// for another reason than a refusal), so storage always matches the database.
import type { FastifyRequest } from 'fastify';
import { ApiError, t } from '../http';
import { checkImage, processImage } from './images';
import { readMultipart } from './multipart';
import { AVATAR_FOLDER, avatarPaths, discardUpload, newFileName, PHOTO_VARIANTS, photoPaths, removeFiles, settle, writeAll } from './storage';
import type { Sweeper } from './sweep';

export interface StoredPhoto {
  readonly archivo: string;
  /** The client's file name (what a library picture without a title is called). */
  readonly nombre: string;
  readonly ancho: number;
  readonly alto: number;
  readonly bytes: number;
}

export interface ReceiveOptions<T> {
  /** The text fields the call takes besides `authorization`; they must come before the files. */
  readonly fields: readonly string[];
  /** Resolves the caller, checks rights and fields; returns the folder the pictures go to. */
  readonly beforeFiles: (fields: Readonly<Record<string, string>>) => Promise<string>;
  readonly commit: (stored: readonly StoredPhoto[], folder: string) => Promise<T>;
}

export async function receivePhotos<T>(request: FastifyRequest, root: string, sweeper: Sweeper, opts: ReceiveOptions<T>): Promise<T> {
  const written: string[] = [];
  const stored: StoredPhoto[] = [];
  let folder: string | undefined;
  try {
    const { files } = await readMultipart(request, {
      fields: opts.fields,
      async beforeFiles(fields) {
        folder = await opts.beforeFiles(fields);
      },
      async onFile(file) {
        await checkImage(file.data, file.name);
        const p = await processImage(file.data, file.name, PHOTO_VARIANTS);
        const archivo = newFileName();
        await writeAll(photoPaths(root, String(folder), archivo), [p.original, ...p.variants], written);
        stored.push({ archivo, nombre: file.name, ancho: p.width, alto: p.height, bytes: p.original.length });
      },
    });
    if (folder === undefined) throw new ApiError(400, t('app.fotos.errors.bad_request'));
    if (files === 0) throw new ApiError(400, t('app.fotos.errors.no_files'));
    return await opts.commit(stored, folder);
  } catch (e) {
    const stayed = await discardUpload(request.log, written);
    // A failed transaction (not a refusal) or a clean-up that failed: make storage match the database again.
    if (stayed || !(e instanceof ApiError)) sweeper.run();
    throw e;
  } finally {
    settle(written);
  }
}

/** Removes a picture's files (an avatar's five, a photo's four) after its row is gone; a failure only leaves an unreferenced file (logged). */
export async function purgePhoto(request: FastifyRequest, root: string, carpeta: string, archivo: string): Promise<void> {
  try {
    const left = await removeFiles(carpeta === AVATAR_FOLDER ? avatarPaths(root, archivo) : photoPaths(root, carpeta, archivo));
    if (left.length) request.log.error({ files: left }, 'no se pudieron borrar los archivos de una foto eliminada');
  } catch (e) {
    request.log.error({ err: e }, 'ruta de foto no válida al eliminar');
  }
}

export const TITULO_MAX = 120;

/** A picture's title from its file name: the last path segment without its extension, printable, at most TITULO_MAX. */
export function titleFromFileName(name: string): string | null {
  const last = name.split(/[/\\]/).pop() ?? '';
  const base = last
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return base ? base.slice(0, TITULO_MAX).trim() : null;
}

/** A picture's title as sent (a string of at most TITULO_MAX characters; empty: none). */
export function parsePhotoTitle(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new ApiError(400, t('app.errors.invalid_input'), { titulo: t('app.validation.type_text') });
  const text = value.trim();
  if (text.length > TITULO_MAX) {
    const msg = t('app.fotos.errors.titulo_max', { max: TITULO_MAX });
    throw new ApiError(400, msg, { titulo: msg });
  }
  return text || null;
}
