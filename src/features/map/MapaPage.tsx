// Mapa › Buscar Calle (/mapa/maps): the agency's properties with a position as clustered markers, the filters of
// the ofertantes list, 'Buscar calle', and the list of what is in view beside the map (below it on a phone).
// Loaded lazily (App.tsx): Leaflet is not part of the first page.
import {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Chip,
  Collapse,
  LinearProgress,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useEffect, useRef, useState } from 'react';
import { Title, useStore } from 'react-admin';
import { useT } from '../../i18n/useT';
import { apiErrorText } from '../../dataProvider/http';
import { centroDistrito } from '../../lib/distritosGeo';
import { imageUrl } from '../../lib/images';
import { formatMoney } from '../../lib/money';
import { distritoPorNombre } from '../../lib/ubigeo';
import { ESTADO_OFERTANTE_CHOICES } from '../../resources/ofertantes/estados';
import type { MapFilter, MapMarker, SearchResult } from './api';
import { L } from './leaflet';
import { MapFilters } from './MapFilters';
import { MapSearch } from './MapSearch';
import { useLeafletMap } from './useLeafletMap';
import { useMarkers } from './useMarkers';

const MAX_LIST = 1000;
const estadoName = (id: string) => ESTADO_OFERTANTE_CHOICES.find((c) => c.id === id)?.name ?? id;

function InViewList({
  items,
  total,
  onOpen,
}: {
  readonly items: readonly MapMarker[];
  readonly total: number;
  readonly onOpen: (id: number) => void;
}) {
  const translate = useT();
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Typography variant="subtitle2" sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }} data-testid="mapa-en-vista">
        {translate('app.mapa.en_vista', { smart_count: total })}
      </Typography>
      {total > items.length ? (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          {translate('app.mapa.truncado', { max: items.length })}
        </Alert>
      ) : null}
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {translate('app.mapa.vacio')}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ overflow: 'auto', flex: 1 }} aria-label={translate('app.mapa.en_vista', { smart_count: total })}>
          {items.map((m) => (
            <ListItem key={m.id} disablePadding>
              <ListItemButton onClick={() => onOpen(m.id)} data-id={m.id}>
                <ListItemAvatar>
                  <Avatar variant="rounded" src={imageUrl(m.imagen, m.id, 'P')} alt="" sx={{ width: 56, height: 38 }} />
                </ListItemAvatar>
                <ListItemText
                  primary={`${m.codigo ?? ''} · ${formatMoney(m.precio, m.moneda)}`}
                  secondary={m.descripcion}
                  slotProps={{ secondary: { noWrap: true } }}
                  sx={{ ml: 1, minWidth: 0 }}
                />
                <Chip size="small" label={estadoName(m.estado)} sx={{ ml: 1 }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
}

function flyTo(map: L.Map, r: SearchResult) {
  if (r.bbox && r.tipo === 'externo') {
    const [s, w, n, e] = r.bbox;
    map.flyToBounds(
      [
        [s, w],
        [n, e],
      ],
      { maxZoom: 17 },
    );
  } else {
    map.flyTo([r.lat, r.lng], r.zoom);
  }
}

export default function MapaPage() {
  const translate = useT();
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [showFilters, setShowFilters] = useState(false);
  const [filter, setFilter] = useStore<MapFilter>('mapa.filter', {});
  const active = Object.values(filter).filter((v) => v !== undefined && v !== '').length;
  const container = useRef<HTMLDivElement>(null);
  const map = useLeafletMap(container);
  const markers = useMarkers(map, filter, translate('app.mapa.ver_detalle'));
  const hit = useRef<L.CircleMarker | null>(null);

  // A chosen district in the filters brings the map to it.
  const distrito = filter.distrito;
  useEffect(() => {
    const centro = distrito ? centroDistrito(distritoPorNombre(distrito)?.ubigeo) : undefined;
    if (map && centro) map.flyTo([centro.lat, centro.lng], 14);
  }, [map, distrito]);

  // The map's centre and zoom on its box, for tests and for the curious (data-center="lat,lng").
  useEffect(() => {
    if (!map || !container.current) return;
    const el = container.current;
    const mark = () => {
      const c = map.getCenter();
      el.dataset.center = `${c.lat.toFixed(5)},${c.lng.toFixed(5)}`;
      el.dataset.zoom = String(map.getZoom());
    };
    mark();
    map.on('moveend', mark);
    return () => {
      map.off('moveend', mark);
    };
  }, [map]);

  const choose = (r: SearchResult) => {
    if (!map) return;
    hit.current?.remove();
    hit.current =
      r.tipo === 'inmueble'
        ? null
        : L.circleMarker([r.lat, r.lng], { radius: 10, color: '#d32f2f', weight: 3, fillOpacity: 0.15, interactive: false }).addTo(map);
    flyTo(map, r);
    if (r.tipo === 'inmueble' && r.id !== undefined) {
      const id = r.id;
      map.once('moveend', () => markers.open(id));
    }
  };

  return (
    <Box sx={{ py: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Title title={translate('app.mapa.title')} />
      <Typography variant="body2" color="text.secondary">
        {translate('app.mapa.subtitle')}
      </Typography>
      <MapSearch onChoose={choose} />
      {phone ? (
        <Box>
          <Button
            size="small"
            startIcon={
              <Badge badgeContent={active} color="primary">
                <FilterListIcon />
              </Badge>
            }
            onClick={() => setShowFilters(!showFilters)}
            aria-expanded={showFilters}
          >
            {translate('app.mapa.filtros')}
          </Button>
          <Collapse in={showFilters}>
            <Box sx={{ pt: 1 }}>
              <MapFilters value={filter} onChange={setFilter} />
            </Box>
          </Collapse>
        </Box>
      ) : (
        <MapFilters value={filter} onChange={setFilter} />
      )}
      {markers.error ? <Alert severity="error">{translate('app.mapa.error_carga', { msg: apiErrorText(markers.error) })}</Alert> : null}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' },
          gridTemplateRows: { xs: '60vh 420px', md: 'calc(100vh - 300px)' },
          minHeight: { md: 460 },
        }}
      >
        <Box
          className={dark ? 'mapa-dark' : undefined}
          sx={{ position: 'relative', minHeight: 0, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
        >
          <Box ref={container} data-testid="mapa" aria-label={translate('app.mapa.title')} role="region" sx={{ position: 'absolute', inset: 0 }} />
          {markers.loading ? (
            <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1000 }} aria-label={translate('app.mapa.cargando')} />
          ) : null}
        </Box>
        <InViewList items={markers.data.slice(0, MAX_LIST)} total={markers.total} onOpen={markers.open} />
      </Box>
    </Box>
  );
}
