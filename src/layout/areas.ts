// The sidebar's areas, in the seed's order (§2), and the pages that are not modules.
import type { AreaId } from '../framework/schema';

export interface Area {
  readonly id: AreaId;
  readonly icon: string;
}

export const AREAS: readonly Area[] = [
  { id: 'dashboard', icon: 'dashboard' },
  { id: 'favoritos', icon: 'star' },
  { id: 'procesos', icon: 'sync' },
  { id: 'mapa', icon: 'map' },
  { id: 'documentos', icon: 'folder' },
  { id: 'calendario', icon: 'event' },
  { id: 'legal', icon: 'gavel' },
  { id: 'directorios', icon: 'contacts' },
  { id: 'publicidad', icon: 'campaign' },
  { id: 'reportes', icon: 'assessment' },
  { id: 'cambios', icon: 'compare' },
  { id: 'imagenesyfiles', icon: 'photo' },
  { id: 'sistema', icon: 'settings' },
];

export interface PageLink {
  readonly area: AreaId;
  readonly path: string;
  /** i18n key of the title. */
  readonly title: string;
  readonly icon: string;
}

/** Menu links to hand-written pages (everyone may open them). */
export const PAGES: readonly PageLink[] = [
  { area: 'dashboard', path: '/dashboard/sales-dashboard', title: 'app.menu.dashboard', icon: 'dashboard' },
  { area: 'dashboard', path: '/dashboard/perfil/detalle', title: 'app.menu.perfil', icon: 'person' },
  { area: 'dashboard', path: '/dashboard/perfil/actividad', title: 'app.menu.actividad', icon: 'history' },
  { area: 'procesos', path: '/procesos/xofertar/listado', title: 'app.xofertar.title', icon: 'sync' },
];
