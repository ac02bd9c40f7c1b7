// The sidebar as data, filtered by role: areas with their links; an area with nothing visible is absent.
import { canAccess } from '../framework/access';
import type { AreaId, ModuleSchema } from '../framework/schema';
import { AREAS, PAGES } from './areas';

export interface MenuLink {
  readonly key: string;
  /** Literal title (module label) or i18n key (pages). */
  readonly title: string;
  readonly path: string;
  readonly icon: string;
  /** The 'Nuevo' route, for roles that may create. */
  readonly createPath?: string;
}

export interface MenuArea {
  readonly id: AreaId;
  readonly title: string;
  readonly icon: string;
  readonly links: readonly MenuLink[];
}

export function buildMenu(role: string | undefined, modules: readonly ModuleSchema[]): MenuArea[] {
  return AREAS.map((area) => {
    const pages: MenuLink[] = PAGES.filter((p) => p.area === area.id).map((p) => ({ key: p.path, title: p.title, path: p.path, icon: p.icon }));
    const mods: MenuLink[] = modules
      .filter((m) => m.menu?.area === area.id && canAccess(role, m, 'list'))
      .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0))
      .map((m) => ({
        key: m.name,
        title: m.label.many,
        path: `/${m.name}`,
        icon: m.menu?.icon ?? 'circle',
        createPath: canAccess(role, m, 'create') ? `/${m.name}/create` : undefined,
      }));
    return { id: area.id, title: `app.area.${area.id}`, icon: area.icon, links: [...pages, ...mods] };
  }).filter((a) => a.links.length > 0);
}
