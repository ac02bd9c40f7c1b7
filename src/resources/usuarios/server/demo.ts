// The demo's users: the administrator and three agents, created with the demo password before any other module's demo
// data (their `accounts`: the seed prints their names, server/production.ts refuses the agents' in production).
import type { AuditColumns } from '../../../framework/records';
import type { ModuleDemo } from '#server/moduleServer';

export const DEMO_AGENTES = [
  {
    usuario: 'agente',
    nombre: 'Rosa',
    apellido: 'Quispe Huamán',
    email: 'rosa.quispe@inmobiliaria.pe',
    documento: '45872136',
    telefono: '987 654 321',
    registro_mvcs: 'PN-1587',
  },
  {
    usuario: 'lmendoza',
    nombre: 'Luis',
    apellido: 'Mendoza Rojas',
    email: 'luis.mendoza@inmobiliaria.pe',
    documento: '41236587',
    telefono: '956 321 478',
    registro_mvcs: 'PN-2204',
  },
  {
    usuario: 'cvargas',
    nombre: 'Carla',
    apellido: 'Vargas Salazar',
    email: 'carla.vargas@inmobiliaria.pe',
    documento: '70125489',
    telefono: '912 458 763',
    registro_mvcs: 'PN-3120',
  },
] as const;

export const DEMO_ADMIN = {
  usuario: 'admin',
  nombre: 'Jorge',
  apellido: 'Paredes Castillo',
  email: 'jorge.paredes@inmobiliaria.pe',
  documento: '10254783',
  telefono: '(01) 445-7812',
  registro_mvcs: 'PJ-0458',
} as const;

export const demo: ModuleDemo = {
  accounts: { names: [DEMO_ADMIN.usuario, ...DEMO_AGENTES.map((a) => a.usuario)], demoOnly: DEMO_AGENTES.map((a) => a.usuario) },
  async seed({ db, now, passwordHash }) {
    const audit: AuditColumns = { creado_en: now, actualizado_en: now, creado_por: null, actualizado_por: null };
    const base = { ...audit, password: passwordHash, documento_tipo: 'DNI', estado: 'activo' };
    await db
      .insertInto('usuarios')
      .values({ ...base, ...DEMO_ADMIN, tipo: 'Administrador' })
      .execute();
    for (const a of DEMO_AGENTES)
      await db
        .insertInto('usuarios')
        .values({ ...base, ...a, tipo: 'Agente' })
        .execute();
  },
};
