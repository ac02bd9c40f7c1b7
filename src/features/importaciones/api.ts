// The calls of Sistema › Importar (./server/routes.ts) with the session's token: the analysis (a multipart
// upload: the fields first, then the file), the commit, its progress, the undo, the past imports and the files.
import { useQuery } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import { apiDownload, apiGet, apiPost, apiPostJson, apiUrl, requireToken, type Envelope } from '../../dataProvider/http';
import { retryTransient, useGuardedCall } from '../../dataProvider/hooks';
import type { AnalisisGuardado, Duplicados, EstadoImportacion, ImportacionPasada } from './shared/types';

export interface AnalizarInput {
  readonly modulo: string;
  readonly archivo: File;
  readonly hoja?: string;
  /** column → field ('' for none): the user's corrections of the proposed mapping. */
  readonly mapeo?: Readonly<Record<string, string>>;
}

export async function analizar({ modulo, archivo, hoja, mapeo }: AnalizarInput, signal?: AbortSignal): Promise<AnalisisGuardado> {
  const form = new FormData();
  form.append('modulo', modulo);
  if (hoja) form.append('hoja', hoja);
  if (mapeo) form.append('mapeo', JSON.stringify(mapeo));
  form.append('archivo', archivo, archivo.name);
  const response = await fetch(`${apiUrl}/importaciones/analizar`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${requireToken()}`, Accept: 'application/json' },
    body: form,
    signal,
  });
  const body = (await response.json().catch(() => undefined)) as Envelope<AnalisisGuardado> | undefined;
  if (!response.ok || body?.status !== 'success') {
    const msg = body?.msg ?? `Error ${response.status}`;
    throw new HttpError(msg, response.status, body);
  }
  return body.data;
}

export const confirmar = async (id: number, duplicados: Duplicados) =>
  (await apiPostJson<EstadoImportacion>('/importaciones/confirmar', { id, duplicados })).data;

export const deshacer = (id: number) => apiPost<EstadoImportacion>(`/importaciones/${id}/deshacer`);

export const descargarFallidas = (id: number) => apiDownload(`/importaciones/${id}/fallidas`, {}, `importacion-${id}.xlsx`);

export const descargarPlantilla = (modulo: string) =>
  apiDownload(`/importaciones/plantilla/${encodeURIComponent(modulo)}`, {}, `plantilla-${modulo}.xlsx`);

export const importKeys = {
  all: ['importaciones'] as const,
  one: (id: number) => ['importaciones', 'una', id] as const,
  page: (page: number, perPage: number) => ['importaciones', 'pagina', page, perPage] as const,
};

/** An import's progress and result, asked again every second while it is being written. */
export function useImportacion(id: number | null) {
  const guarded = useGuardedCall();
  return useQuery({
    queryKey: importKeys.one(id ?? 0),
    queryFn: async () => (await guarded(() => apiGet<EstadoImportacion>(`/importaciones/${id ?? 0}`))).data,
    enabled: id !== null,
    retry: retryTransient,
    refetchInterval: (query) => (query.state.data?.estado === 'en_curso' ? 1000 : false),
  });
}

export function useImportaciones(page: number, perPage: number) {
  const guarded = useGuardedCall();
  return useQuery({
    queryKey: importKeys.page(page, perPage),
    queryFn: async () => {
      const res = await guarded(() => apiGet<ImportacionPasada[]>('/importaciones', { page, perPage }));
      return { data: res.data, total: res.total ?? res.data.length };
    },
    retry: retryTransient,
    placeholderData: (previous) => previous,
  });
}
