// The demo's users: the administrator and three agents (server/db/seed.ts creates their accounts with the demo
// password before any module's demo data; server/production.ts refuses them in production).

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
