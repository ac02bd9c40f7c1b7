// The properties in view as clustered markers: reloaded from the server for the visible box and the filters each
// time the map stops moving; markers are kept by id so moving the map does not rebuild them.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { imageUrl } from '../../lib/images';
import { formatMoney } from '../../lib/money';
import { ESTADO_OFERTANTE_CHOICES } from '../../resources/ofertantes/estados';
import { fetchMarkers, type Bbox, type MapFilter, type MapMarker } from './api';
import { L, pinIcon } from './leaflet';

const estadoName = (id: string) => ESTADO_OFERTANTE_CHOICES.find((c) => c.id === id)?.name ?? id;

function boxOf(map: L.Map): Bbox {
  const b = map.getBounds();
  const r = (n: number) => Math.round(n * 1e5) / 1e5;
  return [r(Math.max(-180, b.getWest())), r(Math.max(-90, b.getSouth())), r(Math.min(180, b.getEast())), r(Math.min(90, b.getNorth()))];
}

/** The popup as DOM nodes (texts set as text, never as HTML); the link navigates inside the app. */
function popupContent(m: MapMarker, go: (path: string) => void, verDetalle: string): HTMLElement {
  const el = (tag: string, cls?: string, text?: string) => {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const root = el('div', 'mapa-popup');
  const img = el('img') as HTMLImageElement;
  img.src = imageUrl(m.imagen, m.id, 'P');
  img.alt = '';
  const body = el('div');
  const link = el('a', undefined, verDetalle) as HTMLAnchorElement;
  link.href = `/ofertantes/${m.id}/show`;
  link.addEventListener('click', (e) => {
    e.preventDefault();
    go(`/ofertantes/${m.id}/show`);
  });
  body.append(
    el('b', undefined, m.codigo ?? ''),
    el('div', undefined, m.descripcion),
    el('div', 'mapa-popup__precio', formatMoney(m.precio, m.moneda)),
    el('div', 'mapa-popup__estado', estadoName(m.estado)),
    link,
  );
  root.append(img, body);
  return root;
}

export interface MarkersState {
  readonly data: readonly MapMarker[];
  readonly total: number;
  readonly loading: boolean;
  readonly error: unknown;
  /** Zooms to a marker (out of its cluster) and opens its popup; when it is not loaded yet, once it is. */
  readonly open: (id: number) => void;
}

export function useMarkers(map: L.Map | null, filter: MapFilter, verDetalle: string): MarkersState {
  const navigate = useNavigate();
  const [bbox, setBbox] = useState<Bbox | null>(null);
  const cluster = useRef<L.MarkerClusterGroup | null>(null);
  const byId = useRef(new Map<number, L.Marker>());
  const pendingOpen = useRef<number | null>(null);

  useEffect(() => {
    if (!map) return;
    const group = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50, chunkedLoading: true });
    map.addLayer(group);
    cluster.current = group;
    const markers = byId.current;
    const update = () => setBbox(boxOf(map));
    map.on('moveend', update);
    update();
    return () => {
      map.off('moveend', update);
      map.removeLayer(group);
      markers.clear();
      cluster.current = null;
    };
  }, [map]);

  const query = useQuery({
    queryKey: ['mapa', 'ofertantes', bbox, filter],
    queryFn: () => fetchMarkers(bbox as Bbox, filter),
    enabled: bbox !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  const openNow = (id: number): boolean => {
    const marker = byId.current.get(id);
    const group = cluster.current;
    if (!marker || !group) return false;
    group.zoomToShowLayer(marker, () => marker.openPopup());
    return true;
  };

  useEffect(() => {
    const group = cluster.current;
    const data = query.data?.data;
    if (!group || !data) return;
    const keep = new Set(data.map((m) => m.id));
    const stale = [...byId.current.entries()].filter(([id]) => !keep.has(id));
    group.removeLayers(stale.map(([, marker]) => marker));
    for (const [id] of stale) byId.current.delete(id);
    const added: L.Marker[] = [];
    for (const m of data) {
      const existing = byId.current.get(m.id);
      if (existing) {
        existing.setLatLng([m.latitud, m.longitud]);
        continue;
      }
      const marker = L.marker([m.latitud, m.longitud], {
        icon: pinIcon(m.estado),
        title: `${m.codigo ?? ''} · ${m.descripcion}`,
        alt: m.codigo ?? '',
      });
      marker.bindPopup(() => popupContent(m, (path) => void navigate(path), verDetalle), { minWidth: 240 });
      byId.current.set(m.id, marker);
      added.push(marker);
    }
    group.addLayers(added);
    if (pendingOpen.current !== null && openNow(pendingOpen.current)) pendingOpen.current = null;
  }, [query.data, navigate, verDetalle]);

  return {
    data: query.data?.data ?? [],
    total: query.data?.total ?? 0,
    loading: query.isFetching,
    error: query.error,
    open: (id) => {
      if (!openNow(id)) pendingOpen.current = id;
    },
  };
}
