// The record factory of agentes for the tests (tests/support/recordFactories.ts gathers every module's testing/factory.ts).
import { firstId, type RecordFactory } from '../../../../tests/support/factoryKit';

export const factory: RecordFactory = { valid: async () => ({}), change: () => ({}), create: (ctx) => firstId(ctx.app, 'usuarios', 'id_usuario') };
