import type { Identity } from '../../src/framework/identity';
import type { TableRowOf } from '../db/types';
import { int, object, orNull, str } from '../openapi';

export type { Identity };

/** The identity in the API's answers (OpenAPI). */
export const IDENTITY_SCHEMA = object(
  {
    sub: int('id_usuario'),
    nombre: str(),
    apellido: str(),
    tipo: str('Administrador o Agente'),
    imagenmini: str('La foto de perfil (nombre del archivo), o vacío'),
    usuario: str(),
    email: orNull(str()),
  },
  ['sub', 'nombre', 'apellido', 'tipo', 'imagenmini'],
);

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
