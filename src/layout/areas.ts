// The sidebar's areas, in the seed's order (§2), and the pages that are not modules.
import type { AreaId } from '../framework/schema';
import type { MessageKey } from '../i18n/keys';

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
  readonly title: MessageKey;
  readonly icon: string;
  /** Place among the area's module links (their menu.order); without it the page comes first. */
  readonly order?: number;
  /** Shown to administrators only (the page itself checks the role too). */
  readonly adminOnly?: boolean;
}

/** Menu links to hand-written pages that every role may open. */
export const PAGES: readonly PageLink[] = [
  { area: 'dashboard', path: '/dashboard/sales-dashboard', title: 'app.menu.dashboard', icon: 'dashboard' },
  { area: 'dashboard', path: '/dashboard/perfil/detalle', title: 'app.menu.perfil', icon: 'person' },
  { area: 'dashboard', path: '/dashboard/perfil/actividad', title: 'app.menu.actividad', icon: 'history' },
  { area: 'procesos', path: '/procesos/xofertar/listado', title: 'app.xofertar.title', icon: 'sync' },
  { area: 'mapa', path: '/mapa/maps', title: 'app.mapa.title', icon: 'map' },
  { area: 'favoritos', path: '/favoritos/carrito/listado', title: 'app.menu.carrito', icon: 'shopping_cart', order: 4 },
  { area: 'favoritos', path: '/favoritos/carritode/listado', title: 'app.menu.carritode', icon: 'cart_demandantes', order: 5 },
  { area: 'calendario', path: '/calendario/turnos/horario', title: 'app.calendario.menu.turnos', icon: 'people', order: 1 },
  { area: 'calendario', path: '/calendario/google/calendar', title: 'app.calendario.menu.calendar', icon: 'event', order: 2 },
  {
    area: 'reportes',
    path: '/reportes/cartaseinformes/presentacioncliente',
    title: 'app.reportes.menu.presentacioncliente',
    icon: 'slideshow',
    order: 1,
  },
  { area: 'reportes', path: '/reportes/cartaseinformes/reporteactividad', title: 'app.reportes.menu.reporteactividad', icon: 'assessment', order: 2 },
  {
    area: 'reportes',
    path: '/reportes/cartaseinformes/cartanuevopropietario',
    title: 'app.reportes.menu.cartanuevopropietario',
    icon: 'description',
    order: 3,
  },
  { area: 'reportes', path: '/reportes/cartaseinformes/cartaporletrero', title: 'app.reportes.menu.cartaporletrero', icon: 'description', order: 4 },
];

/** Menu links to hand-written pages for administrators only (kept apart so PAGES stays 'open to everyone'). */
export const ADMIN_PAGES: readonly PageLink[] = [
  { area: 'sistema', path: '/sistema/configuracion', title: 'app.menu.configuracion', icon: 'tune', order: 100, adminOnly: true },
  { area: 'sistema', path: '/sistema/importar', title: 'app.importar.titulo', icon: 'upload_file', order: 101, adminOnly: true },
  {
    area: 'imagenesyfiles',
    path: '/imagenesyfiles/imagenes/listado',
    title: 'app.publicidad.biblioteca.imagenes',
    icon: 'photo',
    order: 1,
    adminOnly: true,
  },
  {
    area: 'imagenesyfiles',
    path: '/imagenesyfiles/files/listado',
    title: 'app.publicidad.biblioteca.files',
    icon: 'folder',
    order: 2,
    adminOnly: true,
  },
  { area: 'reportes', path: '/reportes/agentes/generar', title: 'app.reportes.generar.agentes', icon: 'people', order: 10, adminOnly: true },
  { area: 'reportes', path: '/reportes/propiedades/generar', title: 'app.reportes.generar.propiedades', icon: 'home', order: 11, adminOnly: true },
];
