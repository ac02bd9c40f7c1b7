// Libro de Reclamaciones through the generic CRUD: sheets are filed only from the public form, and the generic
// edit may only move a pending sheet to 'en proceso' (answering is 'Responder': POST /libroreclamaciones/responder).
import type { ModuleHooks } from '#server/crud/hooks';
import { ApiError, t } from '#server/http';

export const libroreclamacionesHooks: ModuleHooks = {
  async beforeWrite({ mode, data, current }) {
    if (mode === 'create') throw new ApiError(409, t('app.libro.errors.solo_publico'));
    if (data.estado === undefined || data.estado === current?.estado) return;
    if (current?.estado === 'respondido') throw new ApiError(409, t('app.libro.errors.ya_respondida'));
    if (data.estado === 'respondido') throw new ApiError(409, t('app.libro.errors.usar_responder'));
  },
};
