// The record factory of actividadsistema for the tests (tests/support/recordFactories.ts gathers every module's testing/factory.ts).
import { firstId, type RecordFactory } from '../../../../tests/support/factoryKit';

export const factory: RecordFactory = {
  valid: async () => ({}),
  change: () => ({}),
  create: (ctx) => firstId(ctx.app, 'actividadsistema', 'id_actividad'),
};
