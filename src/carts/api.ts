// The two carts (seed §7): the calls, and react-query hooks sharing one set of keys so that every count and list
// (header badges, dropdowns, cart pages, 'Agregar al carrito' buttons) updates at once after any change.
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { retryTransient, useGuardedCall, useUserId } from '../dataProvider/hooks';
import { apiGet, apiPost, type Envelope } from '../dataProvider/http';

export type CartKind = 'carrito' | 'carritode';
export const CART_KINDS: readonly CartKind[] = ['carritode', 'carrito'];

/** The record each cart holds: its key and react-admin resource. */
export const CART_REF = { carrito: 'id_propiedad', carritode: 'id_demandante' } as const satisfies Record<CartKind, string>;
export const CART_RESOURCE = { carrito: 'ofertantes', carritode: 'demandantes' } as const satisfies Record<CartKind, string>;
/** The cart pages (seed §2, Favoritos). */
export const CART_PAGE = { carrito: '/favoritos/carrito/listado', carritode: '/favoritos/carritode/listado' } as const satisfies Record<
  CartKind,
  string
>;

interface ItemBase {
  readonly id_carrito: number;
  readonly id_usuario: number;
  readonly descripcion: string;
  readonly moneda: string;
}
export interface OfertanteItem extends ItemBase {
  readonly id_propiedad: number;
  readonly imagen: string | null;
  readonly precio: number | null;
  readonly codigo: string | null;
  /** It has a public page (published and disponible): it can be shared. */
  readonly publicado: boolean;
}
export interface DemandanteItem extends ItemBase {
  readonly id_demandante: number;
  readonly tipo_operacion: string;
  readonly precio_min: number | null;
  readonly precio_max: number | null;
}
export type CartItem = OfertanteItem | DemandanteItem;

export interface AddResult {
  readonly id_carrito: number;
  readonly id_usuario: number;
  /** false: it was already in the cart (the server answers success with a message saying so). */
  readonly agregado: boolean;
}

/** Whether an item is a property (the carrito's) rather than a demand (the carritode's). */
export function isOfertanteItem(item: CartItem): item is OfertanteItem {
  return 'id_propiedad' in item;
}

/** The id of the ofertante/demandante an item holds. */
export function itemRecordId(item: CartItem): number {
  return isOfertanteItem(item) ? item.id_propiedad : item.id_demandante;
}

/** The user a call names (none: the server takes the session's own). */
const userField = (idUsuario: Identifier | undefined): Record<string, string> => (idUsuario === undefined ? {} : { id_usuario: String(idUsuario) });

export const cartApi = {
  list: (kind: CartKind, idUsuario?: Identifier) => apiGet<CartItem[]>(`/${kind}/listado`, userField(idUsuario)),
  count: (kind: CartKind, idUsuario?: Identifier) => apiGet<number>(`/${kind}/contar`, userField(idUsuario)),
  add: (kind: CartKind, idUsuario: Identifier | undefined, id: Identifier) =>
    apiPost<AddResult>(`/${kind}/agregar`, { ...userField(idUsuario), [CART_REF[kind]]: String(id) }),
  remove: (kind: CartKind, idCarrito: Identifier) => apiPost<{ id_carrito: number }>(`/${kind}/eliminar`, { id_carrito: String(idCarrito) }),
  empty: (kind: CartKind) => apiPost<{ eliminados: number }>(`/${kind}/vaciar`),
};

export const cartKeys = {
  all: ['carts'] as const,
  kind: (kind: CartKind) => ['carts', kind] as const,
  list: (kind: CartKind, idUsuario: Identifier | undefined) => ['carts', kind, 'listado', idUsuario] as const,
  count: (kind: CartKind, idUsuario: Identifier | undefined) => ['carts', kind, 'contar', idUsuario] as const,
};

export function useCartCount(kind: CartKind) {
  const uid = useUserId();
  const guarded = useGuardedCall();
  return useQuery({
    queryKey: cartKeys.count(kind, uid),
    queryFn: async () => Number((await guarded(() => cartApi.count(kind, uid))).data),
    enabled: uid !== undefined,
    retry: retryTransient,
    staleTime: 30_000,
  });
}

export function useCartList(kind: CartKind, opts: { readonly enabled?: boolean } = {}) {
  const uid = useUserId();
  const guarded = useGuardedCall();
  return useQuery({
    queryKey: cartKeys.list(kind, uid),
    queryFn: async () => (await guarded(() => cartApi.list(kind, uid))).data,
    enabled: uid !== undefined && opts.enabled !== false,
    retry: retryTransient,
    staleTime: 30_000,
  });
}

/** The ids of the records in the cart (for 'Agregar al carrito' buttons). */
export function useCartRecordIds(kind: CartKind): ReadonlySet<number> | undefined {
  const { data } = useCartList(kind);
  if (!data) return undefined;
  return new Set(data.map(itemRecordId));
}

function useInvalidate(kind: CartKind) {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: cartKeys.kind(kind) }), [client, kind]);
}

export function useAddToCart(kind: CartKind) {
  const uid = useUserId();
  const guarded = useGuardedCall();
  const invalidate = useInvalidate(kind);
  return useMutation<Envelope<AddResult>, Error, Identifier>({
    mutationFn: (id) => guarded(() => cartApi.add(kind, uid, id)),
    onSettled: invalidate,
  });
}

/** Adds several records one after another (the server answers each; repeated ones are not an error). */
export function useBulkAddToCart(kind: CartKind) {
  const uid = useUserId();
  const guarded = useGuardedCall();
  const invalidate = useInvalidate(kind);
  return useMutation<{ added: number; already: number }, Error, readonly Identifier[]>({
    mutationFn: async (ids) => {
      let added = 0;
      let already = 0;
      for (const id of ids) {
        const res = await guarded(() => cartApi.add(kind, uid, id));
        if (res.data.agregado) added += 1;
        else already += 1;
      }
      return { added, already };
    },
    onSettled: invalidate,
  });
}

export function useRemoveFromCart(kind: CartKind) {
  const guarded = useGuardedCall();
  const invalidate = useInvalidate(kind);
  return useMutation<Envelope<{ id_carrito: number }>, Error, Identifier>({
    mutationFn: (idCarrito) => guarded(() => cartApi.remove(kind, idCarrito)),
    onSettled: invalidate,
  });
}

export function useEmptyCart(kind: CartKind) {
  const guarded = useGuardedCall();
  const invalidate = useInvalidate(kind);
  return useMutation<Envelope<{ eliminados: number }>, Error, void>({
    mutationFn: () => guarded(() => cartApi.empty(kind)),
    onSettled: invalidate,
  });
}
