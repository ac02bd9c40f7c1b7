// Avatars: POST /perfil/avatar (the caller's own) and POST /usuarios/avatar (id_usuario; whoever may edit usuarios,
// i.e. administrators). Multipart with one image; stored as uploads/usuarios/mini/{file} (128×128, cover) plus the
// original and the three photo sizes of folder 'usuarios' (storage.ts avatarPaths); usuarios.imagen gets the new
// name, the user's row in `imagenes` (the image library's 'Avatares') is replaced, and the old files are removed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import usuarios from '../../../resources/usuarios/schema';
import { logActivity } from '#server/auth/activity';
import { allowedTo } from '#server/auth/scope';
import { envelope, errors } from '#server/openapi';
import { USER_AND_IDENTITY } from '#server/routes/perfil';
import { identityOf } from '#server/auth/identity';
import type { SessionUser } from '#server/auth/sessions';
import { fromDb } from '#server/crud/rows';
import type { Db } from '#server/db/types';
import { ApiError, notFound, ok, parseId, t } from '#server/http';
import { setAvatar, writeAvatar, type StoredAvatar } from '#server/uploads/avatars';
import { checkImage } from '#server/uploads/images';
import { readMultipart, uploadUser } from '#server/uploads/multipart';
import { avatarPaths, discardUpload, FILE_RE, removeFiles, settle } from '#server/uploads/storage';
import type { Sweeper } from '#server/uploads/sweep';

type Target = (user: SessionUser, fields: Readonly<Record<string, string>>) => Promise<number>;

export function registerAvatarRoutes(app: FastifyInstance, db: Db, root: string, sweeper: Sweeper): void {
  const upload =
    (target: Target, recurso: string, known: readonly string[]) => async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
      let user: SessionUser | undefined;
      let idUsuario = 0;
      let avatar: StoredAvatar | undefined;
      const written: string[] = [];
      try {
        const { files } = await readMultipart(
          request,
          {
            fields: known,
            async beforeFiles(fields) {
              user = await uploadUser(request, fields);
              idUsuario = await target(user, fields);
            },
            async onFile(file) {
              await checkImage(file.data, file.name);
              avatar = await writeAvatar(root, file.data, file.name, written);
            },
          },
          1,
        );
        if (!user) throw new ApiError(400, t('app.fotos.errors.bad_request'));
        if (files === 0 || !avatar) throw new ApiError(400, t('app.fotos.errors.no_files'));
        const [caller, stored] = [user, avatar];
        const previous = await db.transaction().execute(async (trx) => {
          const set = await setAvatar(trx, idUsuario, stored, caller.id, new Date().toISOString());
          if (!set) throw notFound();
          await logActivity(trx, { id_usuario: caller.id, accion: 'update', recurso, id_registro: idUsuario, ip: request.ip, detalle: 'imagen' });
          return set.previous;
        });
        if (typeof previous === 'string' && FILE_RE.test(previous)) await removeFiles(avatarPaths(root, previous));
        const row = await db.selectFrom('usuarios').selectAll().where('id_usuario', '=', idUsuario).executeTakeFirstOrThrow();
        return ok(reply, { ...fromDb(usuarios, row), identity: identityOf(row) }, { msg: t('app.fotos.avatar_saved') });
      } catch (e) {
        const stayed = await discardUpload(request.log, written);
        if (stayed || !(e instanceof ApiError)) sweeper.run();
        throw e;
      } finally {
        settle(written);
      }
    };

  const tags = ['Mi Perfil'];
  app.post(
    '/perfil/avatar',
    {
      config: { upload: true },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        summary: 'Cambiar la foto de perfil propia (multipart: authorization o Bearer, y una imagen)',
        response: { 200: envelope(USER_AND_IDENTITY, 'La foto nueva'), ...errors(404) },
      },
    },
    upload(async (user) => user.id, 'perfil', []),
  );

  app.post(
    '/usuarios/avatar',
    {
      config: { ...allowedTo(usuarios, 'edit'), upload: true },
      schema: {
        tags: ['Usuarios'],
        consumes: ['multipart/form-data'],
        summary: 'Cambiar la foto de un usuario (multipart: id_usuario antes de la imagen; administradores)',
        response: { 200: envelope(USER_AND_IDENTITY, 'La foto nueva'), ...errors(404) },
      },
    },
    upload(
      async (_user, fields) => {
        const id = parseId(fields.id_usuario);
        const exists = await db.selectFrom('usuarios').select('id_usuario').where('id_usuario', '=', id).executeTakeFirst();
        if (!exists) throw notFound();
        return id;
      },
      'usuarios',
      ['id_usuario'],
    ),
  );
}
