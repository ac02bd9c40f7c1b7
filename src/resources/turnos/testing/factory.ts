// The record factory of turnos for the tests (tests/support/recordFactories.ts gathers every module's testing/factory.ts).
import { firstAgent, isoDay, next, type RecordFactory } from '../../../../tests/support/factoryKit';

export const factory: RecordFactory = {
  valid: async (ctx) => ({ id_usuario: await firstAgent(ctx.app), fecha: isoDay(400 + next()), turno: 'manana', lugar: 'Oficina Miraflores' }),
  change: () => ({ turno: 'tarde' }),
};
