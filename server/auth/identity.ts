import type { Identity } from '../../src/framework/identity';
import type { Row } from '../db/types';

export type { Identity };

/** The identity of a usuarios row, as POST /login answers it. */
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
