import type { ModuleHooks } from '../crud/hooks';
import { afterDemandanteWrite } from '../matching/onDemandanteWrite';

export const demandantesHooks: ModuleHooks = {
  async afterWrite(ctx) {
    await afterDemandanteWrite(ctx);
  },
};
