// The agency settings (DOMAIN.md "Agency settings"): read by everyone (the public part), edited by administrators.
//
// GET /configuracion: administrators get every setting except smtp_pass, replaced by `smtp_pass_definida`
// (whether one is stored); other users get only agencia_* and url_presentacion.
// POST /configuracion/actualizar (json): administrators; validated against SETTINGS (unknown keys 400); only
// the keys sent change; an empty smtp_pass keeps the stored one.
import type { FastifyInstance } from 'fastify';
import { validateRecord } from '../../../framework/validate';
import { SETTINGS, type Settings } from '../shared/settings';
import { PUBLIC_SETTINGS, settingsSchema } from '../shared/settingsSchema';
import { logActivity } from '#server/auth/activity';
import { isAdmin } from '#server/auth/guard';
import { ADMIN_ONLY } from '#server/auth/scope';
import type { Db } from '#server/db/types';
import { ApiError, invalid, jsonField, ok, t } from '#server/http';
import { anyObject, envelope } from '#server/openapi';
import { getSettings, saveSettings } from '#server/settings';

function adminView(settings: Settings): Record<string, unknown> {
  const { smtp_pass: pass, ...rest } = settings;
  return { ...rest, smtp_pass_definida: typeof pass === 'string' && pass !== '' };
}

function publicView(settings: Settings): Record<string, unknown> {
  return Object.fromEntries(PUBLIC_SETTINGS.map((k) => [k, settings[k]]));
}

export function registerConfiguracionRoutes(app: FastifyInstance, db: Db): void {
  const tags = [t('app.configuracion.title')];

  app.get(
    '/configuracion',
    {
      schema: {
        tags,
        summary: 'Configuración de la agencia (administradores: toda salvo smtp_pass; otros: datos de la agencia)',
        response: { 200: envelope(anyObject('Clave: valor (administradores: smtp_pass_definida en lugar de smtp_pass)'), 'La configuración') },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const settings = await getSettings(db);
      return ok(reply, isAdmin(user) ? adminView(settings) : publicView(settings));
    },
  );

  app.post(
    '/configuracion/actualizar',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Actualizar la configuración (json; administradores); smtp_pass vacío conserva la guardada',
        response: { 200: envelope(anyObject('La configuración guardada, como la lee un administrador'), 'Guardada') },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const input = jsonField(request);
      if (typeof input !== 'object' || input === null || Array.isArray(input)) throw invalid({ json: { message: 'app.validation.not_object' } });
      const unknown = Object.keys(input).filter((k) => !Object.prototype.hasOwnProperty.call(SETTINGS, k));
      if (unknown.length) {
        const msg = t('app.configuracion.unknown_key');
        throw new ApiError(400, msg, Object.fromEntries(unknown.map((k) => [k, t('app.validation.unknown_field')])));
      }
      const { data, errors } = validateRecord(settingsSchema, input, 'update');
      if (Object.keys(errors).length) throw invalid(errors);
      await db.transaction().execute(async (trx) => {
        await saveSettings(trx, data);
        await logActivity(trx, {
          id_usuario: user.id,
          accion: 'update',
          recurso: 'configuracion',
          ip: request.ip,
          detalle: Object.keys(data).join(', '),
        });
      });
      return ok(reply, adminView(await getSettings(db)), { msg: t('app.configuracion.saved') });
    },
  );
}
