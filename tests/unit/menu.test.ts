// The sidebar model: areas in the seed's order, links filtered by role, 'Nuevo' only for roles that may create.
import { describe, expect, it } from 'vitest';
import { canAccess } from '../../src/framework/access';
import { defineModule, type AreaId, type ModuleSchema, type Permission } from '../../src/framework/schema';
import { translate } from '../../src/i18n/translate';
import { ADMIN_PAGES, AREAS, PAGES } from '../../src/layout/areas';
import { buildMenu, menuText, type MenuArea } from '../../src/layout/menuModel';
import { findModule, modules } from '../../src/resources/registry';

const SEED_AREAS: readonly AreaId[] = [
  'dashboard',
  'favoritos',
  'procesos',
  'mapa',
  'documentos',
  'calendario',
  'legal',
  'directorios',
  'publicidad',
  'reportes',
  'cambios',
  'imagenesyfiles',
  'sistema',
];
const SISTEMA = ['usuarios', 'etiquetas', 'glosario', 'actividadsistema'];
const DASHBOARD_PAGES = [
  { path: '/dashboard/sales-dashboard', title: 'Dashboard' },
  { path: '/dashboard/perfil/detalle', title: 'Mi Perfil' },
  { path: '/dashboard/perfil/actividad', title: 'Logs Actividad' },
];

/** Areas holding hand-written pages (shown to every role), in the seed order. */
const PAGE_AREAS = SEED_AREAS.filter((id) => PAGES.some((p) => p.area === id));
/** `ids` plus the page areas, in the seed order. */
const inSeedOrder = (ids: readonly AreaId[]) => SEED_AREAS.filter((id) => ids.includes(id) || PAGE_AREAS.includes(id));

const area = (menu: readonly MenuArea[], id: AreaId) => menu.find((a) => a.id === id);
const keys = (a: MenuArea | undefined) => (a?.links ?? []).map((l) => l.key);
const allLinks = (menu: readonly MenuArea[]) => menu.flatMap((a) => a.links);
const isAdminOnly = (m: ModuleSchema) => !canAccess('Agente', m, 'list');

function mod(name: string, areaId: AreaId, order: number, agente: Permission = {}): ModuleSchema {
  return defineModule({
    name,
    key: `id_${name}`,
    label: { one: name, many: `Lista ${name}` },
    menu: { area: areaId, path: `/${areaId}/${name}`, order, icon: 'label' },
    fields: { titulo: { type: 'text', label: 'Título' } },
    list: { columns: ['titulo'], sort: { field: 'titulo', order: 'ASC' } },
    access: { Administrador: { read: true, create: true, update: true, delete: true }, Agente: agente },
    representation: '%{titulo}',
  });
}

describe('areas', () => {
  it('are declared in the seed order', () => {
    expect(AREAS.map((a) => a.id)).toEqual(SEED_AREAS);
  });

  it('every area has a Spanish title', () => {
    for (const a of buildMenu('Administrador', modules)) expect(translate(a.title)).not.toBe(a.title);
    for (const id of SEED_AREAS) expect(translate(`app.area.${id}`)).not.toBe(`app.area.${id}`);
  });

  it('come out in the seed order whatever the order of the modules', () => {
    const list = [mod('z', 'sistema', 1), mod('r', 'reportes', 1), mod('f', 'favoritos', 1), mod('c', 'cambios', 1)];
    const expected = inSeedOrder(['favoritos', 'reportes', 'cambios', 'sistema', ...ADMIN_PAGES.map((p) => p.area)]);
    expect(expected[0]).toBe('dashboard');
    expect(expected.indexOf('favoritos')).toBeLessThan(expected.indexOf('reportes'));
    expect(expected.indexOf('cambios')).toBeLessThan(expected.indexOf('sistema'));
    expect(buildMenu('Administrador', list).map((a) => a.id)).toEqual(expected);
    expect(buildMenu('Administrador', [...list].reverse()).map((a) => a.id)).toEqual(expected);
  });

  it('with the registry, the areas are the seed areas that have something to show, in order', () => {
    for (const role of ['Administrador', 'Agente']) {
      const ids = buildMenu(role, modules).map((a) => a.id);
      const expected = SEED_AREAS.filter(
        (id) =>
          PAGES.some((p) => p.area === id) ||
          (role === 'Administrador' && ADMIN_PAGES.some((p) => p.area === id)) ||
          modules.some((m) => m.menu?.area === id && canAccess(role, m, 'list') && (!m.menu.adminOnly || role === 'Administrador')),
      );
      expect(ids).toEqual(expected);
    }
  });

  it("links of an area follow the modules' menu order", () => {
    const list = [mod('c', 'publicidad', 3), mod('a', 'publicidad', 1), mod('b', 'publicidad', 2)];
    expect(keys(area(buildMenu('Administrador', list), 'publicidad'))).toEqual(['a', 'b', 'c']);
  });

  it('an area with nothing visible for the role is absent', () => {
    const list = [mod('solo_admin', 'publicidad', 1), mod('abierto', 'legal', 1, { read: true })];
    expect(buildMenu('Agente', list).map((a) => a.id)).toEqual(inSeedOrder(['legal']));
    expect(buildMenu('Agente', list).some((a) => a.id === 'publicidad')).toBe(false);
  });
});

describe('Administrador', () => {
  const menu = buildMenu('Administrador', modules);

  it('the first area is Dashboard with its three pages', () => {
    expect(menu[0]!.id).toBe('dashboard');
    expect(translate(menu[0]!.title)).toBe('Dashboard');
    const pages = menu[0]!.links.filter((l) => PAGES.some((p) => p.path === l.path));
    expect(pages.map((l) => ({ path: l.path, title: menuText(translate, l.title) }))).toEqual(DASHBOARD_PAGES);
    expect(pages.every((l) => l.createPath === undefined)).toBe(true);
  });

  it('has the Sistema area, last, with usuarios, etiquetas, glosario and actividadsistema in menu order', () => {
    const sistema = area(menu, 'sistema');
    expect(sistema).toBeDefined();
    expect(menu[menu.length - 1]!.id).toBe('sistema');
    expect(translate(sistema?.title ?? 'app.area.sistema')).toBe('Sistema');
    expect(keys(sistema).filter((k) => SISTEMA.includes(k))).toEqual(SISTEMA);
    for (const name of SISTEMA) {
      const link = sistema?.links.find((l) => l.key === name);
      expect(link?.path).toBe(`/${name}`);
      expect(link?.title).toEqual({ text: findModule(name)?.label.many });
    }
  });

  it('offers Nuevo for usuarios, etiquetas and glosario, not for the read-only activity log', () => {
    const sistema = area(menu, 'sistema');
    const createPath = (name: string) => sistema?.links.find((l) => l.key === name)?.createPath;
    expect(createPath('usuarios')).toBe('/usuarios/create');
    expect(createPath('etiquetas')).toBe('/etiquetas/create');
    expect(createPath('glosario')).toBe('/glosario/create');
    expect(createPath('actividadsistema')).toBeUndefined();
  });

  it('lists every module that has a menu place, each once', () => {
    const withMenu = modules
      .filter((m) => m.menu)
      .map((m) => m.name)
      .sort();
    const linked = allLinks(menu)
      .map((l) => l.key)
      .filter((k) => !k.startsWith('/'))
      .sort();
    expect(linked).toEqual(withMenu);
  });

  it('a createPath is given exactly when the role may create', () => {
    for (const link of allLinks(menu)) {
      const m = findModule(link.key);
      if (!m) continue;
      expect(link.createPath).toBe(canAccess('Administrador', m, 'create') ? `/${m.name}/create` : undefined);
    }
  });
});

describe('Agente', () => {
  const menu = buildMenu('Agente', modules);

  it('has no Sistema area', () => {
    expect(area(menu, 'sistema')).toBeUndefined();
    for (const name of SISTEMA) expect(allLinks(menu).some((l) => l.key === name)).toBe(false);
  });

  it('keeps the Dashboard pages', () => {
    expect(menu[0]!.id).toBe('dashboard');
    expect(menu[0]!.links.filter((l) => l.path.startsWith('/dashboard/')).map((l) => l.path)).toEqual(DASHBOARD_PAGES.map((p) => p.path));
  });

  it('gets no link, hence no Nuevo, for admin-only modules', () => {
    const adminOnly = modules.filter(isAdminOnly).map((m) => m.name);
    expect(adminOnly).toEqual(expect.arrayContaining(SISTEMA));
    const links = allLinks(menu);
    for (const name of adminOnly) {
      expect(links.find((l) => l.key === name)).toBeUndefined();
      expect(links.some((l) => l.createPath === `/${name}/create`)).toBe(false);
    }
  });

  it('gets Nuevo only where the schema lets agents create', () => {
    for (const link of allLinks(menu)) {
      const m = findModule(link.key);
      if (!m) continue;
      expect(canAccess('Agente', m, 'list')).toBe(true);
      expect(link.createPath).toBe(canAccess('Agente', m, 'create') ? `/${m.name}/create` : undefined);
    }
  });

  it('a module agents may read but not create is listed without Nuevo', () => {
    const list = [mod('consulta', 'publicidad', 1, { read: true }), mod('registro', 'publicidad', 2, { read: true, create: true })];
    const publicidad = area(buildMenu('Agente', list), 'publicidad');
    expect(publicidad?.links.map((l) => [l.key, l.createPath])).toEqual([
      ['consulta', undefined],
      ['registro', '/registro/create'],
    ]);
  });
});

describe('unknown roles', () => {
  for (const role of ['Supervisor', 'administrador', '', undefined]) {
    it(`${JSON.stringify(role)} gets the Dashboard pages and no module`, () => {
      const menu = buildMenu(role, modules);
      expect(menu[0]!.id).toBe('dashboard');
      expect(menu[0]!.links.map((l) => ({ path: l.path, title: menuText(translate, l.title) }))).toEqual(DASHBOARD_PAGES);
      // Nothing but the hand-written pages (PAGES, open to everyone): no module link, no Nuevo, no Sistema.
      expect(menu.map((a) => a.id)).toEqual(PAGE_AREAS);
      expect(
        allLinks(menu)
          .map((l) => l.path)
          .sort(),
      ).toEqual(PAGES.map((p) => p.path).sort());
      expect(allLinks(menu).every((l) => l.createPath === undefined)).toBe(true);
      expect(area(menu, 'sistema')).toBeUndefined();
    });
  }
});
