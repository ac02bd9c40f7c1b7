// The record factory of llaves for the tests (tests/support/recordFactories.ts gathers every module's testing/factory.ts).
import { propiedad } from '../../ofertantes/testing/factory';
import { type FactoryContext, type RecordFactory, registrar } from '../../../../tests/support/factoryKit';

/** A key of a new property, registered through the API; its key. */
export const llave = async (ctx: FactoryContext) => registrar(ctx, 'llaves', 'id_llave', { id_propiedad: await propiedad(ctx), copias: 1 });

export const factory: RecordFactory = { valid: async (ctx) => ({ id_propiedad: await propiedad(ctx), copias: 1 }), change: () => ({ copias: 2 }) };
