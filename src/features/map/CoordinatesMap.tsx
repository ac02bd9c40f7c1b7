// The ofertante form's map: click to set latitud/longitud, drag the marker to move it; typing the coordinates in
// their inputs moves the marker. Without a position it opens on the chosen district (or on Lima).
import { Box, Button, Typography, useTheme } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useT } from '../../i18n/useT';
import { centroDistrito } from '../../lib/distritosGeo';
import { distritoPorNombre } from '../../lib/ubigeo';
import { L, LIMA_CENTER, LIMA_ZOOM, pinIcon } from './leaflet';
import { useLeafletMap } from './useLeafletMap';

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

function validPosition(lat: unknown, lng: unknown): [number, number] | null {
  const a = typeof lat === 'string' && lat.trim() !== '' ? Number(lat) : lat;
  const b = typeof lng === 'string' && lng.trim() !== '' ? Number(lng) : lng;
  if (typeof a !== 'number' || typeof b !== 'number' || !Number.isFinite(a) || !Number.isFinite(b)) return null;
  if (Math.abs(a) > 90 || Math.abs(b) > 180) return null;
  return [a, b];
}

function districtCentre(distrito: unknown): [number, number] | null {
  const d = typeof distrito === 'string' ? centroDistrito(distritoPorNombre(distrito)?.ubigeo) : undefined;
  return d ? [d.lat, d.lng] : null;
}

export default function CoordinatesMap() {
  const translate = useT();
  const dark = useTheme().palette.mode === 'dark';
  const { setValue, getValues } = useFormContext();
  const [latitud, longitud, distrito] = useWatch({ name: ['latitud', 'longitud', 'distrito'] }) as unknown[];
  const container = useRef<HTMLDivElement>(null);
  const [initial] = useState(() => {
    const v = getValues();
    const pos = validPosition(v.latitud, v.longitud);
    if (pos) return { center: pos, zoom: 16 };
    const centre = districtCentre(v.distrito);
    return centre ? { center: centre, zoom: 14 } : { center: LIMA_CENTER, zoom: LIMA_ZOOM };
  });
  const map = useLeafletMap(container, initial);
  const marker = useRef<L.Marker | null>(null);

  const position = validPosition(latitud, longitud);
  const lat = position?.[0];
  const lng = position?.[1];

  // Click and drag write the form's values (dirty and validated, as if typed).
  useEffect(() => {
    if (!map) return;
    const write = (p: L.LatLng) => {
      const opts = { shouldDirty: true, shouldValidate: true, shouldTouch: true } as const;
      setValue('latitud', round6(p.lat), opts);
      setValue('longitud', round6(p.lng), opts);
    };
    const onClick = (e: L.LeafletMouseEvent) => write(e.latlng);
    map.on('click', onClick);
    const m = L.marker(LIMA_CENTER, {
      icon: pinIcon('form'),
      draggable: true,
      autoPan: true,
      keyboard: true,
      title: translate('app.mapa.form.title'),
    });
    m.on('dragend', () => write(m.getLatLng()));
    marker.current = m;
    return () => {
      map.off('click', onClick);
      m.remove();
      marker.current = null;
    };
  }, [map, setValue, translate]);

  // The form's values (typed, clicked or dragged) place the marker; the map follows when it leaves the view.
  useEffect(() => {
    const m = marker.current;
    if (!map || !m) return;
    if (lat === undefined || lng === undefined) {
      m.remove();
      return;
    }
    m.setLatLng([lat, lng]);
    if (!map.hasLayer(m)) m.addTo(map);
    if (!map.getBounds().contains([lat, lng])) map.panTo([lat, lng]);
  }, [map, lat, lng]);

  // With no position yet, choosing the district brings the map there.
  const hasPosition = position !== null;
  useEffect(() => {
    const centre = districtCentre(distrito);
    if (map && centre && !hasPosition) map.flyTo(centre, 14);
  }, [map, distrito, hasPosition]);

  const clear = () => {
    const opts = { shouldDirty: true, shouldValidate: true } as const;
    setValue('latitud', null, opts);
    setValue('longitud', null, opts);
  };

  return (
    <Box sx={{ width: '100%', mt: 1, mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
        {translate('app.mapa.form.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.mapa.form.hint')}
      </Typography>
      <Box
        className={dark ? 'mapa-dark' : undefined}
        sx={{
          position: 'relative',
          height: { xs: 280, md: 360 },
          maxWidth: 900,
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          ref={container}
          data-testid="mapa-form"
          role="region"
          aria-label={translate('app.mapa.form.title')}
          sx={{ position: 'absolute', inset: 0 }}
        />
      </Box>
      <Button size="small" onClick={clear} disabled={!hasPosition} sx={{ mt: 0.5 }}>
        {translate('app.mapa.form.quitar')}
      </Button>
    </Box>
  );
}
