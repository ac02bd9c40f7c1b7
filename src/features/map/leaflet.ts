// Leaflet with its CSS and the marker-cluster plugin, for the lazily loaded map chunks only (never the first page).
// leaflet.markercluster extends the global `L` that Leaflet 1.9 sets on window when it loads: keep this order.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import './map.css';

export { L };

/** Lima's centre (Plaza Mayor area) and a zoom that shows Lima Metropolitana and Callao. */
export const LIMA_CENTER: L.LatLngTuple = [-12.08, -77.03];
export const LIMA_ZOOM = 11;

/** A CSS pin (no image files to resolve), coloured by the property's estado. */
export function pinIcon(estado = 'disponible', opts: { selected?: boolean } = {}): L.DivIcon {
  return L.divIcon({
    className: `mapa-pin mapa-pin--${estado}${opts.selected ? ' mapa-pin--selected' : ''}`,
    html: '<span></span>',
    iconSize: [26, 26],
    iconAnchor: [13, 26],
    popupAnchor: [0, -24],
  });
}
