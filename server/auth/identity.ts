import type { Identity } from '../../src/framework/identity';
import type { TableRowOf } from '../db/types';

export type { Identity };

/** The identity of a usuarios row, as POST /login answers it. */
export function identityOf(user: TableRowOf<'usuarios'>): Identity {
  return {
    sub: user.id_usuario,
    nombre: user.nombre,
    apellido: user.apellido,
    tipo: user.tipo,
    imagenmini: user.imagen ?? '',
    usuario: user.usuario,
    email: user.email,
  };
}
