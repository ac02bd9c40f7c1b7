import type { ModuleHooks } from '#server/crud/hooks';
import type { TableRowOf } from '#server/db/types';
import { afterDemandanteWrite } from '#server/matching/onDemandanteWrite';

export const demandantesHooks: ModuleHooks<TableRowOf<'demandantes'>> = {
  async afterWrite(ctx) {
    await afterDemandanteWrite(ctx);
  },
};
