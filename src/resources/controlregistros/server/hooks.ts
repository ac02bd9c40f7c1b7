// SUNARP procedures: estado moves only along TRANSICIONES_REGISTRO.
import { ESTADO_REGISTRO_CHOICES, TRANSICIONES_REGISTRO } from '../estados';
import type { ModuleHooks } from '#server/crud/hooks';
import { ApiError, t } from '#server/http';

const nameOf = (id: unknown) => ESTADO_REGISTRO_CHOICES.find((c) => c.id === id)?.name ?? String(id);

export const controlregistrosHooks: ModuleHooks = {
  async beforeWrite({ mode, data, current }) {
    if (mode !== 'update' || !current || data.estado === undefined || data.estado === current.estado) return;
    if (!(TRANSICIONES_REGISTRO[String(current.estado)] ?? []).includes(String(data.estado))) {
      const msg = t('app.errors.bad_transition', { desde: nameOf(current.estado), hasta: nameOf(data.estado) });
      throw new ApiError(409, msg, { estado: msg });
    }
  },
};
