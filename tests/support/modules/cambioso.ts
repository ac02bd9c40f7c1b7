// The record factory of cambioso (tests/support/recordFactories.ts gathers one per module).
import { firstId, type RecordFactory } from '../factoryKit';

export const factory: RecordFactory = { valid: async () => ({}), change: () => ({}), create: (ctx) => firstId(ctx.app, 'cambioso', 'id_cambio') };
