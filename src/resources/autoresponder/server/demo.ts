// Demo data of the Autoresponder: the messages the system generates for the demo's demandantes from the properties
// that match them, as it would on its own after the first properties are registered.
import type { ModuleDemo } from '#server/moduleServer';
import { generateMessages } from './generate';

export const demo: ModuleDemo = {
  after: ['ofertantes', 'demandantes'],
  async seed({ db }) {
    await generateMessages(db);
  },
};
