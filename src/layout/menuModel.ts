// The sidebar as data, filtered by role: areas with their links; an area with nothing visible is absent.
import { canAccess } from '../framework/access';
import { newRecordLabel, type AreaId, type ModuleSchema } from '../framework/schema';
import type { MessageKey, MessageArgs } from '../i18n/keys';
import { ADMIN_PAGES, AREAS, PAGES } from './areas';

/** A page's title is a catalogue key; a module's is its declared label. */
export type MenuTitle = { readonly key: MessageKey } | { readonly text: string };

export const menuText = (t: (key: MessageKey, args?: MessageArgs) => string, title: MenuTitle): string =>
  'key' in title ? t(title.key) : title.text;

export interface MenuLink {
  readonly key: string;
  readonly title: MenuTitle;
  readonly path: string;
  readonly icon: string;
  /** The 'Nuevo' route, for roles that may create. */
  readonly createPath?: string;
  /** Its label: 'Nuevo ofertante', 'Nueva cita'. */
  readonly createTitle?: string;
}

export interface MenuArea {
  readonly id: AreaId;
  readonly title: MessageKey;
  readonly icon: string;
  readonly links: readonly MenuLink[];
}

export function buildMenu(role: string | undefined, modules: readonly ModuleSchema[]): MenuArea[] {
  return AREAS.map((area): MenuArea => {
    const pages = [...PAGES, ...ADMIN_PAGES]
      .filter((p) => p.area === area.id && (!p.adminOnly || role === 'Administrador'))
      .map((p) => ({
        order: p.order ?? Number.NEGATIVE_INFINITY,
        link: { key: p.path, title: { key: p.title }, path: p.path, icon: p.icon } satisfies MenuLink,
      }));
    const mods = modules
      .filter((m) => m.menu?.area === area.id && canAccess(role, m, 'list') && (!m.menu.adminOnly || role === 'Administrador'))
      .map((m) => ({
        order: m.menu?.order ?? 0,
        link: {
          key: m.name,
          title: { text: m.label.many },
          path: `/${m.name}`,
          icon: m.menu?.icon ?? 'circle',
          createPath: canAccess(role, m, 'create') ? `/${m.name}/create` : undefined,
          createTitle: newRecordLabel(m),
        } satisfies MenuLink,
      }));
    // Stable sort: pages without an order first, in their declared order; the rest by menu order.
    const links = [...pages, ...mods].sort((a, b) => a.order - b.order).map((x) => x.link);
    return { id: area.id, title: `app.area.${area.id}`, icon: area.icon, links };
  }).filter((a) => a.links.length > 0);
}
