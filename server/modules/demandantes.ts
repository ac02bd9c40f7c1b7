import type { ModuleHooks } from '../crud/hooks';
import type { TableRowOf } from '../db/types';
import { afterDemandanteWrite } from '../matching/onDemandanteWrite';

export const demandantesHooks: ModuleHooks<TableRowOf<'demandantes'>> = {
  async afterWrite(ctx) {
    await afterDemandanteWrite(ctx);
  },
};
