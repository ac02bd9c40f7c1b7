// GET /api/uploads/{size}/{folder}/{file} and /api/uploads/usuarios/mini/{file}.
//
// Served WITHOUT a token, on purpose: <img> tags cannot send the Bearer header, and putting the token in the URL
// would leak it into logs and the browser history. What protects a picture is its name: 128 random bits that only
// a logged-in user can learn (from the API). Strict validation of every segment (plain names, no '.', '/', '\\')
// plus a final check that the resolved path stays under uploads/ rule out path traversal.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError, t } from '../http';
import { errors, fileAnswer } from '../openapi';
import { AVATAR, AVATAR_FOLDER, FILE_RE, FOLDER_RE, safeJoin, SERVED_SIZES, uploadsRoot } from './storage';

const TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
/** A stored name never changes content (new uploads get new names): cache for a year. */
const CACHE_FILE = 'public, max-age=31536000, immutable';
/** A fallback may be replaced by a real picture later (e.g. a stale avatar name): cache briefly. */
const CACHE_FALLBACK = 'public, max-age=300';

/**
 * A file of ./assets beside this module (the server build copies them there). Not written as
 * `new URL('./assets/…', import.meta.url)`: Vite and Vitest rewrite that pattern into a browser URL when the server
 * is imported by a client-side test (the UI tests run it in-process under jsdom).
 */
function asset(name: string): Buffer {
  return fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets', name));
}

export function registerUploadServing(app: FastifyInstance, dataDir: string): void {
  const root = uploadsRoot(dataDir);
  const noImage = asset('no-image.svg');
  const noAvatar = asset('avatar-default.svg');

  const fallback = (reply: FastifyReply, svg: Buffer) => reply.code(200).type('image/svg+xml').header('cache-control', CACHE_FALLBACK).send(svg);

  async function sendFile(reply: FastifyReply, file: string | null, svg: Buffer) {
    if (!file) return fallback(reply, svg);
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(file);
    } catch {
      return fallback(reply, svg);
    }
    if (!stat.isFile()) return fallback(reply, svg);
    const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
    return reply
      .type(TYPES[ext] ?? 'application/octet-stream')
      .header('content-length', stat.size)
      .header('cache-control', CACHE_FILE)
      .header('last-modified', stat.mtime.toUTCString())
      .send(fs.createReadStream(file));
  }

  const tags = ['Imágenes'];
  app.get<{ Params: { size: string; folder: string; file: string } }>(
    '/uploads/:size/:folder/:file',
    {
      schema: {
        tags,
        summary:
          'Una foto (size: 1180X600, 373X275, 188X125 u original) o un avatar (usuarios/mini/{file}); sin token. Si falta, la imagen por defecto',
        response: {
          200: fileAnswer('La imagen (o la imagen por defecto, SVG, si falta)', 'image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'),
          ...errors(404),
        },
      },
    },
    async (request, reply) => {
      const { size, folder, file } = request.params;
      // Instead of helmet's same-origin: a browser build pointed at another API host (VITE_API_URL) still shows them.
      void reply.header('cross-origin-resource-policy', 'cross-origin');
      const isAvatar = size === AVATAR_FOLDER && folder === AVATAR.dir;
      const svg = isAvatar ? noAvatar : noImage;
      if (!isAvatar && !SERVED_SIZES.includes(size)) throw new ApiError(404, t('app.errors.route_not_found'));
      if (!FOLDER_RE.test(folder) || !FILE_RE.test(file)) {
        // Not a name we could ever have stored: the default picture, without a look at the disk.
        return fallback(reply, svg);
      }
      return sendFile(reply, safeJoin(root, size, folder, file), svg);
    },
  );
}
