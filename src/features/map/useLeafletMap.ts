// A thin hook over Leaflet (instead of react-leaflet): creates the map in a container once the tile settings are
// known, keeps it sized to its box, and removes it on unmount. Tiles that fail to load stay blank: the map, its
// markers and the page keep working offline.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type RefObject } from 'react';
import { fetchMapConfig, type MapConfig } from './api';
import { L, LIMA_CENTER, LIMA_ZOOM } from './leaflet';

export function useMapConfig(): MapConfig | undefined {
  const { data } = useQuery({ queryKey: ['mapa', 'config'], queryFn: fetchMapConfig, staleTime: Infinity, retry: 1 });
  return data;
}

export interface MapInit {
  readonly center?: L.LatLngExpression;
  readonly zoom?: number;
}

export function useLeafletMap(container: RefObject<HTMLDivElement | null>, init: MapInit = {}): L.Map | null {
  const config = useMapConfig();
  const [map, setMap] = useState<L.Map | null>(null);
  const { center = LIMA_CENTER, zoom = LIMA_ZOOM } = init;
  const [initial] = useState({ center, zoom });

  useEffect(() => {
    const el = container.current;
    if (!el || !config) return;
    const m = L.map(el, { center: initial.center, zoom: initial.zoom, zoomControl: true, worldCopyJump: false });
    L.tileLayer(config.tiles_url, { attribution: config.tiles_attribution, maxZoom: 19, subdomains: 'abc' }).addTo(m);
    const resize = new ResizeObserver(() => m.invalidateSize());
    resize.observe(el);
    setMap(m);
    return () => {
      resize.disconnect();
      m.remove();
      setMap(null);
    };
  }, [container, config, initial]);

  return map;
}
