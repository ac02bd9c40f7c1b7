// The record factory of argumentosventa (tests/support/recordFactories.ts gathers one per module).
import { next, type RecordFactory } from '../factoryKit';

export const factory: RecordFactory = {
  valid: async () => ({ tipo_inmueble: 'general', titulo: `Argumento ${next()}`, argumento: 'Ubicación céntrica y segura.' }),
  change: () => ({ argumento: `Argumento cambiado ${next()}.` }),
};
