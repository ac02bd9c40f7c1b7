// Calls of Calendario that are not the generic CRUD: 'Copiar semana anterior' and the ICS feed URL; and a
// paged read of a date range (listado is capped at 100 rows a page).
import type { DataProvider, RaRecord } from 'react-admin';
import { apiGet, apiPost } from '../../dataProvider/http';

export interface CopyResult {
  readonly copiados: number;
  readonly omitidos: number;
}

export async function copiarSemana(desde: string): Promise<{ data: CopyResult; msg: string }> {
  const res = await apiPost<CopyResult>('/turnos/copiar-semana', { desde });
  return { data: res.data, msg: res.msg ?? '' };
}

export interface IcsInfo {
  readonly url: string | null;
  readonly creado_en: string;
}

export async function getIcs(): Promise<IcsInfo> {
  return (await apiGet<IcsInfo>('/calendario/ics')).data;
}

export async function regenerarIcs(): Promise<IcsInfo> {
  return (await apiPost<IcsInfo>('/calendario/ics/regenerar')).data;
}

/** Every row of `resource` whose `fecha` falls in [desde, hasta], page by page (at most 1000). */
export async function listRange<R extends RaRecord>(
  dp: DataProvider,
  resource: string,
  desde: string,
  hasta: string,
  filter: Record<string, unknown> = {},
): Promise<R[]> {
  const out: R[] = [];
  for (let page = 1; page <= 10; page++) {
    const { data, total } = await dp.getList<R>(resource, {
      pagination: { page, perPage: 100 },
      sort: { field: 'fecha', order: 'ASC' },
      filter: { ...filter, fecha_gte: desde, fecha_lte: hasta },
    });
    out.push(...data);
    if (data.length < 100 || out.length >= (total ?? 0)) break;
  }
  return out;
}
