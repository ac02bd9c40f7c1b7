// Rules of the autoresponder queue beyond the schema: messages are generated, never typed in; only open messages
// (pendiente, error) are edited, and only by the demandante's agent or an administrator.
import type { ModuleHooks } from '#server/crud/hooks';
import type { TableRowOf } from '#server/db/types';
import { ApiError, t } from '#server/http';
import { assertHandler, assertOpen } from './access';

export const autoresponderHooks: ModuleHooks<TableRowOf<'autoresponder'>> = {
  async beforeWrite({ trx, user, mode, current }) {
    if (mode === 'create' || !current) throw new ApiError(409, t('app.autoresponder.generated_only'));
    assertOpen(current);
    await assertHandler(trx, user, current.id_demandante);
  },
};
