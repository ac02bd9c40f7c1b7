// The record factory of libroreclamaciones for the tests (tests/support/recordFactories.ts gathers every module's testing/factory.ts).
import { expectSuccess, post } from '../../../../tests/api/helpers';
import { type FactoryContext, next, type RecordFactory } from '../../../../tests/support/factoryKit';

/** A consumer's sheet as the public form sends it, valid. */
export const HOJA_PUBLICA = {
  nombre: 'María Fernanda Quispe Huamán',
  documento_tipo: 'DNI',
  documento: '45678912',
  domicilio: 'Jr. Huallaga 345, Cercado de Lima',
  bien_tipo: 'servicio',
  moneda: 'PEN',
  descripcion_bien: 'Servicio de corretaje de un departamento.',
  tipo: 'reclamo',
  detalle: 'No se devolvió la garantía de separación.',
  pedido: 'Devolución de la garantía.',
  acepta: true,
};

/** A consumer's sheet through the public form (each from its own address: the per-IP limit stays out). */
async function hojaPublica(ctx: FactoryContext): Promise<number> {
  const n = next();
  const r = await post(
    ctx.app,
    '/api/public/libroreclamaciones/registrar',
    {
      json: HOJA_PUBLICA,
    },
    undefined,
    { remoteAddress: `10.9.${Math.floor(n / 250)}.${(n % 250) + 1}` },
  );
  expectSuccess(r, 201);
  return Number(r.body.data.id_reclamo);
}

export const factory: RecordFactory = { valid: async () => ({}), change: () => ({ estado: 'en_proceso' }), create: hojaPublica };
