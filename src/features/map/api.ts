// The Mapa calls (./server/routes.ts): tiles settings, markers in a bounding box, 'Buscar calle'.
import type { SearchResult } from '../../lib/mapSearch';
import { apiGet } from '../../dataProvider/http';

export interface MapConfig {
  readonly tiles_url: string;
  readonly tiles_attribution: string;
  readonly geocoder: boolean;
}

export interface MapMarker {
  readonly id: number;
  readonly codigo: string | null;
  readonly descripcion: string;
  readonly precio: number | null;
  readonly moneda: string | null;
  readonly estado: string;
  readonly tipo_operacion: string;
  readonly latitud: number;
  readonly longitud: number;
  readonly imagen: string | null;
}

export type { SearchResult } from '../../lib/mapSearch';

/** The map's filters, as the ofertantes list names them (prices in cents). */
export type MapFilter = Partial<Record<'tipo_operacion' | 'tipo_inmueble' | 'estado' | 'distrito' | 'moneda', string>> & {
  readonly precio_gte?: number;
  readonly precio_lte?: number;
};

/** west, south, east, north */
export type Bbox = readonly [number, number, number, number];

export async function fetchMapConfig(): Promise<MapConfig> {
  return (await apiGet<MapConfig>('/mapa/config', {}, { auth: false })).data;
}

export async function fetchMarkers(bbox: Bbox, filter: MapFilter): Promise<{ data: MapMarker[]; total: number }> {
  const clean = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));
  const r = await apiGet<MapMarker[]>('/mapa/ofertantes', {
    bbox: bbox.map((n) => n.toFixed(6)).join(','),
    filter: Object.keys(clean).length ? JSON.stringify(clean) : undefined,
  });
  return { data: r.data, total: r.total ?? r.data.length };
}

export async function searchPlaces(q: string): Promise<{ data: SearchResult[]; externo: string }> {
  const r = await apiGet<SearchResult[]>('/mapa/buscar', { q });
  return { data: r.data, externo: String(r.externo ?? '') };
}
