// The record factory of ofertantes for the tests (tests/support/recordFactories.ts gathers every module's testing/factory.ts).
import { type FactoryContext, next, type RecordFactory, registrar } from '../../../../tests/support/factoryKit';

/** A property in 'prospecto' (no checklist needed). */
const ofertante = (owner?: number) => {
  const n = next();
  return {
    descripcion: `Departamento de fábrica ${n}`,
    estado: 'prospecto',
    tipo_operacion: 'V',
    tipo_inmueble: 'departamento',
    moneda: 'USD',
    precio: 15_000_000,
    direccion: `Calle Fábrica ${n}`,
    distrito: 'Miraflores',
    propietario_nombre: 'Propietaria de Prueba',
    ...(owner === undefined ? {} : { id_agente: owner }),
  };
};

/** A property registered through the API; its key. */
export const propiedad = (ctx: FactoryContext) => registrar(ctx, 'ofertantes', 'id_propiedad', ofertante());

export const factory: RecordFactory = {
  valid: async (_ctx, owner) => ofertante(owner),
  change: () => ({ descripcion: `Descripción cambiada ${next()}` }),
};
