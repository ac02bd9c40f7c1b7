// The two carts of the seed (§7): /carrito (ofertantes) and /carritode (demandantes), one implementation.
//
// Rules (DOMAIN.md "carrito / carritode", API.md "Transport"):
// - Every call needs a valid token (Bearer header on GETs, `authorization` field on POSTs).
// - `id_usuario` must be the caller's own id. An administrator may READ another user's cart (listado, contar)
//   but never change it (403).
// - Adding an item that is already in the cart is a no-op answered as a success (200, `agregado: false`) with
//   a message saying so; a new item answers 201 (`agregado: true`). Idempotent, so a bulk add never fails halfway.
// - An unknown ofertante/demandante is a 404. Removing an id_carrito that is not in the caller's cart is a 404
//   (whether or not it exists in someone else's: nothing is revealed).
// - A cart holds at most CART_MAX items, so listado is bounded without paging.
import type { FastifyInstance } from 'fastify';
import demandantes from '../../src/resources/demandantes/schema';
import ofertantes, { isPublished } from '../../src/resources/ofertantes/schema';
import { isAdmin } from '../auth/guard';
import { allowedTo } from '../auth/scope';
import type { SessionUser } from '../auth/sessions';
import { affected, rowCount } from '../db/aggregates';
import { isUniqueViolation } from '../db/connect';
import { anyTable, type Db, type Row } from '../db/types';
import { ApiError, formBody, ok, parseId, t } from '../http';
import { arrayOf, bool, describedQuery, envelope, errors, int, object, orNull, str, type JsonSchema } from '../openapi';

export const CART_MAX = 200;

/** `id_usuario` of a cart call: whose cart (the caller's by default). */
const ownerQuery = () =>
  describedQuery({
    id_usuario: { type: 'integer', description: 'El usuario dueño del carrito: el propio (por defecto); un administrador puede leer otros' },
  });

export interface CartDef {
  /** Route segment and table: 'carrito' or 'carritode'. */
  readonly name: 'carrito' | 'carritode';
  /** The module whose records the cart holds: its key names the cart's item column. */
  readonly target: typeof ofertantes | typeof demandantes;
  /** Columns of the target shown with each item. */
  readonly columns: readonly string[];
  /** The item as the API returns it, from the joined row. */
  readonly display: (row: Row) => Record<string, unknown>;
  /** What `display` gives, for the document. */
  readonly shown: Record<string, JsonSchema>;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export const CARTS: readonly CartDef[] = [
  {
    name: 'carrito',
    target: ofertantes,
    columns: ['descripcion', 'imagen', 'precio', 'moneda', 'codigo', 'publicar_web', 'estado'],
    display: (r) => ({
      descripcion: r.descripcion,
      imagen: r.imagen ?? null,
      precio: num(r.precio),
      moneda: r.moneda,
      codigo: r.codigo ?? null,
      publicado: isPublished(r),
    }),
    shown: {
      descripcion: str(),
      imagen: orNull(str('La foto principal')),
      precio: orNull(int('En céntimos')),
      moneda: str(),
      codigo: orNull(str()),
      publicado: bool('Tiene página pública (publicado en la web y disponible): se puede compartir'),
    },
  },
  {
    name: 'carritode',
    target: demandantes,
    columns: ['tipo_operacion', 'nombre', 'apellido', 'descripcion', 'precio_min', 'precio_max', 'moneda'],
    display: (r) => {
      const nombre = `${String(r.nombre ?? '')} ${String(r.apellido ?? '')}`.trim();
      const detalle = typeof r.descripcion === 'string' ? r.descripcion.trim() : '';
      return {
        tipo_operacion: r.tipo_operacion,
        descripcion: detalle ? `${nombre} — ${detalle}` : nombre,
        precio_min: num(r.precio_min),
        precio_max: num(r.precio_max),
        moneda: r.moneda,
      };
    },
    shown: {
      tipo_operacion: str(),
      descripcion: str('Nombre y detalle del demandante'),
      precio_min: orNull(int('En céntimos')),
      precio_max: orNull(int('En céntimos')),
      moneda: str(),
    },
  },
];

/** The cart owner named by the request (`id_usuario`), defaulting to the caller; 400 when malformed. */
function requestedUser(value: unknown, user: SessionUser): number {
  if (value === undefined || value === '') return user.id;
  return parseId(value);
}

/** Reading: the caller's own cart, or anyone's for an administrator. */
function readableUser(query: { id_usuario?: unknown }, user: SessionUser): number {
  const id = requestedUser(query.id_usuario, user);
  if (id !== user.id && !isAdmin(user)) throw new ApiError(403, t('app.carrito.read_own_only'));
  return id;
}

/** Changing: only the caller's own cart, whatever the role. */
function ownUser(value: unknown, user: SessionUser): number {
  const id = requestedUser(value, user);
  if (id !== user.id) throw new ApiError(403, t('app.carrito.own_only'));
  return id;
}

export function registerCartRoutes(app: FastifyInstance, db: Db, cart: CartDef): void {
  const { name, target } = cart;
  /**
   * The join of either cart with its target and the target's display columns has no one static type: the items are
   * read through the untyped view (the other queries name one of the two carts and are typed).
   */
  const tables = anyTable(db);
  const ref = target.key;
  const tags = [t(`app.carrito.${name}.title`)];
  const base = `/${name}`;
  const item = object({ id_carrito: int(), id_usuario: int(), [ref]: int(), ...cart.shown }, ['id_carrito', 'id_usuario', ref]);
  const change = (extra: Record<string, JsonSchema> = {}) => object({ id_carrito: int(), id_usuario: int(), [ref]: int(), ...extra });

  /** The user's items whose record still exists (a deleted record drops out of the cart). */
  const items = (idUsuario: number) =>
    tables.selectFrom(`${name} as c`).innerJoin(`${target.name} as t`, `t.${ref}`, `c.${ref}`).where('c.id_usuario', '=', idUsuario);

  const countOf = async (idUsuario: number) => {
    const row = await items(idUsuario).select(rowCount.as('n')).executeTakeFirstOrThrow();
    return row.n;
  };

  app.get<{ Querystring: { id_usuario?: unknown } }>(
    `${base}/listado`,
    {
      schema: {
        tags,
        summary: `Elementos del carrito (?id_usuario=, el propio; un administrador puede ver otros)`,
        querystring: ownerQuery(),
        response: { 200: envelope(arrayOf(item), `Hasta ${CART_MAX} elementos, los más recientes primero`), ...errors(400, 403) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const idUsuario = readableUser(request.query, user);
      const rows = await items(idUsuario)
        .select(['c.id_carrito', 'c.id_usuario', `c.${ref}`, ...cart.columns.map((c) => `t.${c}`)])
        .orderBy('c.id_carrito', 'desc')
        .limit(CART_MAX)
        .execute();
      const data = rows.map((r) => ({
        id_carrito: Number(r.id_carrito),
        id_usuario: Number(r.id_usuario),
        [ref]: Number(r[ref]),
        ...cart.display(r),
      }));
      return ok(reply, data, { total: data.length });
    },
  );

  app.get<{ Querystring: { id_usuario?: unknown } }>(
    `${base}/contar`,
    {
      schema: {
        tags,
        summary: 'Cantidad de elementos del carrito (?id_usuario=)',
        querystring: ownerQuery(),
        response: { 200: envelope(int('Cuántos'), 'Cuántos tiene'), ...errors(400, 403) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      return ok(reply, await countOf(readableUser(request.query, user)));
    },
  );

  app.post(
    `${base}/agregar`,
    {
      config: allowedTo(target, 'show'),
      schema: {
        tags,
        summary: `Agregar al carrito (id_usuario, ${ref}, authorization). Repetido: 200 con agregado=false; nuevo: 201`,
        response: {
          200: envelope(change({ agregado: bool('false: ya estaba') }), 'Ya estaba en el carrito'),
          201: envelope(change({ agregado: bool('true') }), 'Agregado'),
          ...errors(404, 409),
        },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const body = formBody(request, ['id_usuario', ref]);
      const idUsuario = ownUser(body.id_usuario, user);
      const idItem = parseId(body[ref]);
      const found = await db.selectFrom(target.name).select(ref).where(ref, '=', idItem).executeTakeFirst();
      if (!found) throw new ApiError(404, t(`app.carrito.${name}.not_found`));
      const existing = () =>
        db.selectFrom(name).select(['id_carrito', 'id_usuario', ref]).where('id_usuario', '=', idUsuario).where(ref, '=', idItem).executeTakeFirst();
      const already = (row: { id_carrito: number }) =>
        ok(reply, { id_carrito: row.id_carrito, id_usuario: idUsuario, [ref]: idItem, agregado: false }, { msg: t(`app.carrito.${name}.already`) });

      const before = await existing();
      if (before) return already(before);
      if ((await countOf(idUsuario)) >= CART_MAX) throw new ApiError(409, t('app.carrito.full', { max: CART_MAX }));
      try {
        const inserted = await db
          .insertInto(name)
          .values({ id_usuario: idUsuario, [ref]: idItem, creado_en: new Date().toISOString() })
          .returning('id_carrito')
          .executeTakeFirstOrThrow();
        return ok(
          reply,
          { id_carrito: inserted.id_carrito, id_usuario: idUsuario, [ref]: idItem, agregado: true },
          { msg: t(`app.carrito.${name}.added`), code: 201 },
        );
      } catch (e) {
        // Two adds at the same moment: the unique (id_usuario, item) constraint keeps one row.
        const row = isUniqueViolation(e) ? await existing() : undefined;
        if (row) return already(row);
        throw e;
      }
    },
  );

  app.post(
    `${base}/eliminar`,
    {
      schema: {
        tags,
        summary: 'Quitar un elemento del carrito propio (id_carrito, authorization)',
        response: { 200: envelope(object({ id_carrito: int() }), 'Quitado'), ...errors(403, 404) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const body = formBody(request, ['id_usuario', 'id_carrito']);
      ownUser(body.id_usuario, user);
      const idCarrito = parseId(body.id_carrito);
      const result = await db.deleteFrom(name).where('id_carrito', '=', idCarrito).where('id_usuario', '=', user.id).executeTakeFirst();
      if (affected(result) === 0) throw new ApiError(404, t('app.carrito.item_not_found'));
      return ok(reply, { id_carrito: idCarrito }, { msg: t('app.carrito.removed') });
    },
  );

  app.post(
    `${base}/vaciar`,
    {
      schema: {
        tags,
        summary: 'Vaciar el carrito propio (authorization)',
        response: { 200: envelope(object({ eliminados: int() }), 'Vaciado'), ...errors(403) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      ownUser(formBody(request, ['id_usuario']).id_usuario, user);
      const result = await db.deleteFrom(name).where('id_usuario', '=', user.id).executeTakeFirst();
      return ok(reply, { eliminados: affected(result) }, { msg: t('app.carrito.emptied') });
    },
  );
}

export function registerCarritosRoutes(app: FastifyInstance, db: Db): void {
  for (const cart of CARTS) registerCartRoutes(app, db, cart);
}
