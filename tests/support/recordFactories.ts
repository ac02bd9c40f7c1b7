// Valid records per module, for tests that need a real row: a `registrar` body that passes validation and the
// module's rules, a change `actualizar` accepts, and a way to put a row in place (through the API as an
// administrator, or straight into the table for modules whose rows are never typed in).
// Every call gives fresh values (codes, names, dates), so unique constraints and one-open-loan rules hold.
// Shared by the API tests and the UI tests (whose views run against the in-process server, tests/ui/server.ts).
import type { App } from '../../server/app';
import { expectSuccess, post } from '../api/helpers';
import { anyTable } from '../../server/db/types';

export interface FactoryContext {
  readonly app: App;
  /** An administrator's token: rows are put in place with it. */
  readonly admin: string;
}

export interface RecordFactory {
  /** A body `registrar` accepts (the owner, when given, as the module's owner field). */
  valid(ctx: FactoryContext, owner?: number): Promise<Record<string, unknown>>;
  /** Fields `actualizar` accepts on a row made by `create`. */
  change(): Record<string, unknown>;
  /** Puts a row in place, owned by `owner` when the module has an owner; returns its key. */
  create?(ctx: FactoryContext, owner?: number): Promise<number>;
}

let seq = 0;
const next = () => ++seq;
const isoDay = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);
const hour = 3_600_000;

async function firstId(app: App, table: string, key: string): Promise<number> {
  const row = await anyTable(app.connection.db).selectFrom(table).select(key).orderBy(key, 'asc').executeTakeFirstOrThrow();
  return Number(row[key]);
}

async function registrar(ctx: FactoryContext, module: string, key: string, body: Record<string, unknown>): Promise<number> {
  const r = await post(ctx.app, `/api/${module}/registrar`, { json: body }, ctx.admin);
  expectSuccess(r, 201);
  return Number(r.body.data[key]);
}

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

const propiedad = (ctx: FactoryContext) => registrar(ctx, 'ofertantes', 'id_propiedad', ofertante());

const llave = async (ctx: FactoryContext) => registrar(ctx, 'llaves', 'id_llave', { id_propiedad: await propiedad(ctx), copias: 1 });

const demandante = (owner?: number) => ({
  nombre: `Cliente${next()}`,
  apellido: 'De Fábrica',
  tipo_operacion: 'C',
  moneda: 'USD',
  estado: 'activo',
  ...(owner === undefined ? {} : { id_agente: owner }),
});

/** A consumer's sheet through the public form (each from its own address: the per-IP limit stays out). */
async function hojaPublica(ctx: FactoryContext): Promise<number> {
  const n = next();
  const r = await post(
    ctx.app,
    '/api/public/libroreclamaciones/registrar',
    {
      json: {
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
      },
    },
    undefined,
    { remoteAddress: `10.9.${Math.floor(n / 250)}.${(n % 250) + 1}` },
  );
  expectSuccess(r, 201);
  return Number(r.body.data.id_reclamo);
}

/** A pending autoresponder message for a demandante of `owner` (messages are generated, never registered). */
async function mensaje(ctx: FactoryContext, owner?: number): Promise<number> {
  const idDemandante = await registrar(ctx, 'demandantes', 'id_demandante', demandante(owner));
  const now = new Date().toISOString();
  const row = await ctx.app.connection.db
    .insertInto('autoresponder')
    .values({
      id_demandante: idDemandante,
      propiedades: '[]',
      destinatario: 'cliente@correo.pe',
      asunto: 'Inmuebles para usted',
      cuerpo: 'Texto del mensaje.',
      estado: 'pendiente',
      intentos: 0,
      creado_en: now,
      actualizado_en: now,
    })
    .returning('id_mensaje')
    .executeTakeFirstOrThrow();
  return Number(row.id_mensaje);
}

export const FACTORIES: Readonly<Record<string, RecordFactory>> = {
  ofertantes: { valid: async (_ctx, owner) => ofertante(owner), change: () => ({ descripcion: `Descripción cambiada ${next()}` }) },
  demandantes: { valid: async (_ctx, owner) => demandante(owner), change: () => ({ apellido: `Cambiado ${next()}` }) },
  citas: {
    valid: async (ctx, owner) => {
      const n = next();
      return {
        fecha: isoDay(30 + n),
        hora_inicio: '10:00',
        hora_fin: '11:00',
        tipo: 'visita',
        estado: 'programada',
        id_propiedad: await propiedad(ctx),
        ...(owner === undefined ? {} : { id_agente: owner }),
      };
    },
    change: () => ({ hora_fin: '11:30' }),
  },
  autoresponder: {
    valid: async () => ({ asunto: 'Hola', cuerpo: 'Texto' }),
    change: () => ({ asunto: `Asunto cambiado ${next()}` }),
    create: mensaje,
  },
  cambioso: { valid: async () => ({}), change: () => ({}), create: (ctx) => firstId(ctx.app, 'cambioso', 'id_cambio') },
  cambiosd: { valid: async () => ({}), change: () => ({}), create: (ctx) => firstId(ctx.app, 'cambiosd', 'id_cambio') },
  controlllaves: {
    valid: async (ctx) => ({
      id_llave: await llave(ctx),
      prestatario_tipo: 'externo',
      prestatario_nombre: 'Pedro Ruiz',
      prestatario_documento_tipo: 'DNI',
      prestatario_documento: '45678912',
      fecha_salida: new Date(Date.now() - hour).toISOString(),
      fecha_devolucion_prevista: new Date(Date.now() + 3 * hour).toISOString(),
      motivo: 'Visita con cliente',
    }),
    change: () => ({ motivo: `Motivo cambiado ${next()}` }),
  },
  controlcontratos: {
    valid: async (ctx) => ({
      tipo: 'exclusividad',
      id_propiedad: await propiedad(ctx),
      partes: 'Ana Torres (DNI 45678912) y la inmobiliaria',
      fecha_inicio: '2026-01-01',
      fecha_fin: '2026-12-31',
      moneda: 'USD',
      estado: 'borrador',
    }),
    change: () => ({ partes: `Ana Torres (DNI 45678912) y la inmobiliaria, adenda ${next()}` }),
  },
  controlregistros: {
    valid: async (ctx) => ({
      id_propiedad: await propiedad(ctx),
      tipo_tramite: 'compraventa',
      partida_electronica: '49012345',
      oficina_registral: 'lima',
      numero_titulo: '2026-01234567',
      fecha_presentacion: '2026-11-02',
      estado: 'presentado',
    }),
    change: () => ({ observaciones: `Observación ${next()}` }),
  },
  corredores: {
    valid: async () => ({ nombre: 'Rosa', apellido: `Paredes ${next()}`, empresa: 'Paredes Inmuebles SAC', estado: 'activo' }),
    change: () => ({ empresa: `Paredes Inmuebles ${next()} SAC` }),
  },
  llaves: { valid: async (ctx) => ({ id_propiedad: await propiedad(ctx), copias: 1 }), change: () => ({ copias: 2 }) },
  usuarios: {
    valid: async () => {
      const n = next();
      return {
        nombre: 'Ana',
        apellido: 'Torres Lazo',
        usuario: `fabrica${n}`,
        email: `fabrica${n}@inmobiliaria.pe`,
        password: 'clave-nueva-9',
        tipo: 'Agente',
        estado: 'activo',
      };
    },
    change: () => ({ apellido: `Torres ${next()}` }),
  },
  etiquetas: { valid: async () => ({ nombre: `Etiqueta ${next()}`, color: '#1976d2' }), change: () => ({ nombre: `Etiqueta cambiada ${next()}` }) },
  glosario: {
    valid: async () => ({ termino: `Término ${next()}`, definicion: 'Una definición de prueba.' }),
    change: () => ({ definicion: `Definición cambiada ${next()}.` }),
  },
  libroreclamaciones: { valid: async () => ({}), change: () => ({ estado: 'en_proceso' }), create: hojaPublica },
  actividadsistema: { valid: async () => ({}), change: () => ({}), create: (ctx) => firstId(ctx.app, 'actividadsistema', 'id_actividad') },
  agentes: { valid: async () => ({}), change: () => ({}), create: (ctx) => firstId(ctx.app, 'usuarios', 'id_usuario') },
  blog: {
    valid: async () => ({
      titulo: `Cómo vender su casa ${next()}`,
      contenido: '<p>Consejos para vender.</p>',
      categoria: 'consejos',
      estado: 'borrador',
    }),
    change: () => ({ resumen: `Resumen ${next()}` }),
  },
  argumentosventa: {
    valid: async () => ({ tipo_inmueble: 'general', titulo: `Argumento ${next()}`, argumento: 'Ubicación céntrica y segura.' }),
    change: () => ({ argumento: `Argumento cambiado ${next()}.` }),
  },
  controlmedios: {
    valid: async (ctx) => ({
      medio: 'urbania',
      id_propiedad: await propiedad(ctx),
      fecha_inicio: isoDay(0),
      moneda: 'PEN',
      costo: 15000,
      estado: 'activo',
      contactos: 3,
    }),
    change: () => ({ contactos: next() }),
  },
  turnos: {
    valid: async (ctx) => ({ id_usuario: await firstAgent(ctx.app), fecha: isoDay(400 + next()), turno: 'manana', lugar: 'Oficina Miraflores' }),
    change: () => ({ turno: 'tarde' }),
  },
};

async function firstAgent(app: App): Promise<number> {
  const row = await app.connection.db
    .selectFrom('usuarios')
    .select('id_usuario')
    .where('tipo', '=', 'Agente')
    .where('estado', '=', 'activo')
    .orderBy('id_usuario', 'asc')
    .executeTakeFirstOrThrow();
  return Number(row.id_usuario);
}

/**
 * Puts a row of `module` in place (owned by `owner` when the module has an owner); returns its key. `values` take the
 * place of the factory's own (a test's exact names, dates, amounts); a module declared only in a test has no factory
 * and is registered with `values` alone.
 */
export async function createRecord(
  ctx: FactoryContext,
  module: { readonly name: string; readonly key: string },
  owner?: number,
  values?: Readonly<Record<string, unknown>>,
): Promise<number> {
  const factory = FACTORIES[module.name];
  if (!factory) {
    if (values) return registrar(ctx, module.name, module.key, { ...values });
    throw new Error(`recordFactories.ts: falta la fábrica de '${module.name}' en FACTORIES`);
  }
  if (factory.create) {
    if (values) throw new Error(`recordFactories.ts: las filas de '${module.name}' no se registran; no admiten valores`);
    return factory.create(ctx, owner);
  }
  return registrar(ctx, module.name, module.key, { ...(await factory.valid(ctx, owner)), ...values });
}
