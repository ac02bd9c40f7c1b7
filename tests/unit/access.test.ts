// canAccess as a pure function: roles, actions, 'own' rows, read-only and no-delete modules.
import { describe, expect, it } from 'vitest';
import { canAccess, isRole } from '../../src/framework/access';
import { defineModule, type Action, type ModuleSchema, type Permission } from '../../src/framework/schema';
import { modules } from '../../src/resources/registry';

function moduleWith(access: { Administrador: Permission; Agente: Permission }, extra: Partial<ModuleSchema> = {}): ModuleSchema {
  return {
    ...defineModule({
      name: 'prueba',
      key: 'id_prueba',
      label: { one: 'Prueba', many: 'Pruebas' },
      fields: {
        titulo: { type: 'text', label: 'Título' },
        id_agente: { type: 'reference', label: 'Agente', reference: 'usuarios' },
      },
      list: { columns: ['titulo'], sort: { field: 'titulo', order: 'ASC' } },
      access,
      ownerField: 'id_agente',
      representation: '%{titulo}',
    }),
    ...extra,
  };
}

const FULL: Permission = { read: true, create: true, update: true, delete: true };
const OWN: Permission = { read: true, create: true, update: 'own', delete: 'own' };
const ACTIONS: readonly Action[] = ['list', 'show', 'create', 'edit', 'delete', 'export'];

describe('isRole', () => {
  it('knows exactly the two roles', () => {
    expect(isRole('Administrador')).toBe(true);
    expect(isRole('Agente')).toBe(true);
    expect(isRole('administrador')).toBe(false);
    expect(isRole('toString')).toBe(false);
    expect(isRole(undefined)).toBe(false);
    expect(isRole(1)).toBe(false);
  });
});

describe('canAccess', () => {
  const m = moduleWith({ Administrador: FULL, Agente: OWN });

  it('grants every action to a role with full permissions', () => {
    for (const a of ACTIONS) expect(canAccess('Administrador', m, a), a).toBe(true);
    expect(canAccess('Administrador', m, 'edit', { id_agente: 99 }, 1)).toBe(true);
    expect(canAccess('Administrador', m, 'delete', { id_agente: 99 }, 1)).toBe(true);
  });

  it('denies everything without a role or with an unknown one', () => {
    for (const role of [undefined, '', 'Jefe', 'agente', '__proto__', 'constructor']) {
      for (const a of ACTIONS) expect(canAccess(role, m, a, { id_agente: 1 }, 1), `${role} ${a}`).toBe(false);
    }
  });

  it('denies everything to a role with an empty permission', () => {
    const adminOnly = moduleWith({ Administrador: FULL, Agente: {} });
    for (const a of ACTIONS) expect(canAccess('Agente', adminOnly, a), a).toBe(false);
  });

  it("'own': allowed without a record (the button shows), then only on the caller's rows", () => {
    expect(canAccess('Agente', m, 'edit')).toBe(true);
    expect(canAccess('Agente', m, 'delete')).toBe(true);
    expect(canAccess('Agente', m, 'edit', { id_agente: 7 }, 7)).toBe(true);
    expect(canAccess('Agente', m, 'delete', { id_agente: 7 }, 7)).toBe(true);
    expect(canAccess('Agente', m, 'edit', { id_agente: '7' }, 7)).toBe(true); // stored as text or number
    expect(canAccess('Agente', m, 'edit', { id_agente: 8 }, 7)).toBe(false);
    expect(canAccess('Agente', m, 'delete', { id_agente: 8 }, 7)).toBe(false);
    expect(canAccess('Agente', m, 'edit', { id_agente: null }, 7)).toBe(false);
    expect(canAccess('Agente', m, 'edit', {}, 7)).toBe(false);
    expect(canAccess('Agente', m, 'edit', { id_agente: 7 })).toBe(false); // no caller id
  });

  it("'own' without an ownerField never matches a record", () => {
    const noOwner = moduleWith({ Administrador: FULL, Agente: OWN }, { ownerField: undefined });
    expect(canAccess('Agente', noOwner, 'edit')).toBe(true);
    expect(canAccess('Agente', noOwner, 'edit', { id_agente: 7 }, 7)).toBe(false);
    expect(canAccess('Agente', noOwner, 'delete', { id_agente: 7 }, 7)).toBe(false);
  });

  it('reading does not depend on the record', () => {
    expect(canAccess('Agente', m, 'show', { id_agente: 8 }, 7)).toBe(true);
    expect(canAccess('Agente', m, 'list')).toBe(true);
  });

  it('needs an explicit true: truthy look-alikes do not grant', () => {
    const loose = moduleWith({ Administrador: FULL, Agente: { read: 'yes', create: 1, update: 'mine' } as unknown as Permission });
    for (const a of ACTIONS) expect(canAccess('Agente', loose, a, { id_agente: 1 }, 1), a).toBe(false);
  });

  it('export follows read unless explicitly denied', () => {
    expect(canAccess('Agente', moduleWith({ Administrador: FULL, Agente: { read: true } }), 'export')).toBe(true);
    expect(canAccess('Agente', moduleWith({ Administrador: FULL, Agente: { read: true, export: false } }), 'export')).toBe(false);
    expect(canAccess('Agente', moduleWith({ Administrador: FULL, Agente: { export: true } }), 'export')).toBe(false);
  });

  it('read-only modules refuse every write, whatever the permission says', () => {
    const log = moduleWith({ Administrador: FULL, Agente: FULL }, { readOnly: true });
    for (const role of ['Administrador', 'Agente']) {
      expect(canAccess(role, log, 'list')).toBe(true);
      expect(canAccess(role, log, 'show')).toBe(true);
      expect(canAccess(role, log, 'create')).toBe(false);
      expect(canAccess(role, log, 'edit')).toBe(false);
      expect(canAccess(role, log, 'delete')).toBe(false);
    }
  });

  it('noDelete modules refuse deletion only', () => {
    const kept = moduleWith({ Administrador: FULL, Agente: OWN }, { noDelete: true });
    expect(canAccess('Administrador', kept, 'delete')).toBe(false);
    expect(canAccess('Agente', kept, 'delete', { id_agente: 7 }, 7)).toBe(false);
    expect(canAccess('Administrador', kept, 'edit')).toBe(true);
    expect(canAccess('Administrador', kept, 'create')).toBe(true);
  });
});

describe('the registry (DOMAIN.md "Who may do what")', () => {
  it('gives administrators every declared action on every module', () => {
    for (const m of modules) {
      expect(canAccess('Administrador', m, 'list'), m.name).toBe(true);
      expect(canAccess('Administrador', m, 'create'), m.name).toBe(!m.readOnly);
      expect(canAccess('Administrador', m, 'delete'), m.name).toBe(!m.readOnly && !m.noDelete);
    }
  });

  it('gives agents nothing in the Sistema area but a read of the key inventory (their loans and citas show keys)', () => {
    for (const m of modules.filter((x) => x.menu?.area === 'sistema')) {
      for (const a of ACTIONS) {
        const expected = m.name === 'llaves' && (a === 'list' || a === 'show' || a === 'export');
        expect(canAccess('Agente', m, a), `${m.name} ${a}`).toBe(expected);
      }
    }
    expect(modules.find((m) => m.name === 'llaves')?.menu?.adminOnly).toBe(true);
  });

  it("declares an ownerField wherever a role has an 'own' permission", () => {
    for (const m of modules) {
      const owns = Object.values(m.access).some((p) => p.update === 'own' || p.delete === 'own');
      if (owns) expect(m.ownerField, m.name).toBeTruthy();
      if (m.ownerField) expect(m.fields[m.ownerField], m.name).toBeDefined();
    }
  });
});
