import type { Row } from '../db/types';

/** What the browser keeps in local storage under `identity` (seed §3). */
export interface Identity {
  readonly sub: number;
  readonly nombre: string;
  readonly apellido: string;
  readonly tipo: string;
  readonly imagenmini: string;
  readonly usuario: string;
  readonly email: string;
}

export function identityOf(user: Row): Identity {
  return {
    sub: Number(user.id_usuario),
    nombre: String(user.nombre ?? ''),
    apellido: String(user.apellido ?? ''),
    tipo: String(user.tipo ?? ''),
    imagenmini: typeof user.imagen === 'string' ? user.imagen : '',
    usuario: String(user.usuario ?? ''),
    email: String(user.email ?? ''),
  };
}
