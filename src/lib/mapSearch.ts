// What 'Buscar calle' answers (GET /api/mapa/buscar): the server builds it, the map page flies to it.
export type ResultTipo = 'distrito' | 'inmueble' | 'externo';

export interface SearchResult {
  readonly tipo: ResultTipo;
  readonly nombre: string;
  readonly detalle: string;
  readonly lat: number;
  readonly lng: number;
  /** Map zoom to fly to (a district shows whole; a property or street closer). */
  readonly zoom: number;
  /** The property, for tipo 'inmueble'. */
  readonly id?: number;
  /** [south, west, north, east] */
  readonly bbox?: readonly [number, number, number, number];
}
