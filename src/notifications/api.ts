// The header bell's calls (seed §7): listado (refreshed every 60 s and when the window regains focus), marcar, borrar.
import { useCallback, useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { retryTransient, useGuardedCall, useUserId } from '../dataProvider/hooks';
import { apiGet, apiPost, type Envelope } from '../dataProvider/http';

export const NOTIFICATIONS_REFRESH_MS = 60_000;

export interface Notificacion {
  readonly id: number;
  readonly mensaje: string;
  readonly fecha: string;
  readonly leida: boolean;
  /** The module and record it links to (absent for a deleted record). */
  readonly recurso: string | null;
  readonly id_registro: number | null;
}

export interface NotificationList {
  readonly items: readonly Notificacion[];
  readonly total: number;
  readonly noLeidas: number;
}

export const notificationsApi = {
  /** Without an id: the session's own user. */
  list: async (idAgente?: Identifier): Promise<NotificationList> => {
    const res = await apiGet<Notificacion[]>('/notificaciones/listado', { idagente: idAgente === undefined ? undefined : String(idAgente) });
    const items = res.data;
    const noLeidas = typeof res.no_leidas === 'number' ? res.no_leidas : items.filter((n) => !n.leida).length;
    return { items, total: res.total ?? items.length, noLeidas };
  },
  marcar: (idnoti: Identifier) => apiPost<{ id: number; leida: boolean }>('/notificaciones/marcar', { idnoti: String(idnoti) }),
  borrar: (idusu?: Identifier) => apiPost<{ marcadas: number }>('/notificaciones/borrar', idusu === undefined ? {} : { idusu: String(idusu) }),
};

export const notificationKeys = {
  all: ['notificaciones'] as const,
  list: (idUsuario: Identifier | undefined) => ['notificaciones', 'listado', idUsuario] as const,
};

export function useNotifications() {
  const uid = useUserId();
  const guarded = useGuardedCall();
  const query = useQuery({
    queryKey: notificationKeys.list(uid),
    queryFn: () => guarded(() => notificationsApi.list(uid)),
    enabled: uid !== undefined,
    retry: retryTransient,
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    // Focus is handled below: react-query only listens to visibilitychange, not to the window's focus.
    refetchOnWindowFocus: false,
  });
  const { refetch } = query;
  useEffect(() => {
    if (uid === undefined) return undefined;
    const onFocus = () => void refetch();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refetch, uid]);
  return query;
}

function useReload() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: notificationKeys.all }), [client]);
}

/** Marks one read; on success the list is reloaded (seed §7). */
export function useMarcarNotificacion() {
  const guarded = useGuardedCall();
  const reload = useReload();
  return useMutation<Envelope<{ id: number; leida: boolean }>, Error, Identifier>({
    mutationFn: (id) => guarded(() => notificationsApi.marcar(id)),
    onSuccess: reload,
  });
}

/** 'Marcar todo como leído'; on success the list is reloaded. */
export function useMarcarTodas() {
  const uid = useUserId();
  const guarded = useGuardedCall();
  const reload = useReload();
  return useMutation<Envelope<{ marcadas: number }>, Error, void>({
    mutationFn: () => guarded(() => notificationsApi.borrar(uid)),
    onSuccess: reload,
  });
}
