// The record factory of agentes (tests/support/recordFactories.ts gathers one per module).
import { firstId, type RecordFactory } from '../factoryKit';

export const factory: RecordFactory = { valid: async () => ({}), change: () => ({}), create: (ctx) => firstId(ctx.app, 'usuarios', 'id_usuario') };
