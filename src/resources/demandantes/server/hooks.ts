import type { ModuleHooks } from '#server/crud/hooks';
import type { TableRowOf } from '#server/db/types';
import { afterDemandanteWrite } from '../../../features/matching/server/onDemandanteWrite';

export const demandantesHooks: ModuleHooks<TableRowOf<'demandantes'>> = {
  async afterWrite(ctx) {
    await afterDemandanteWrite(ctx);
  },
};
