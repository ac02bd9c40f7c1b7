// The record factory of turnos (tests/support/recordFactories.ts gathers one per module).
import { firstAgent, isoDay, next, type RecordFactory } from '../factoryKit';

export const factory: RecordFactory = {
  valid: async (ctx) => ({ id_usuario: await firstAgent(ctx.app), fecha: isoDay(400 + next()), turno: 'manana', lugar: 'Oficina Miraflores' }),
  change: () => ({ turno: 'tarde' }),
};
