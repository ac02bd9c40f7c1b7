// The usuarios module's own calls beyond the generic CRUD: activate / deactivate, reset a password, and the
// signed-in user's profile (read, update, change password). Spread into the app's dataProvider.
import type { Identifier } from 'react-admin';
import { apiGet, apiPost, apiPostJson } from '../../dataProvider/http';
import type { ApiRecord, RaRecordOf, WritePayload } from '../../framework/records';
import type { default as schema, PROFILE_FIELDS } from './schema';

type Usuarios = typeof schema;
/** A usuarios record as the API sends it, with react-admin's `id`. */
export type UsuarioRecord = RaRecordOf<Usuarios>;
/** What 'Mi Perfil' sends: the fields a user may change about themselves. */
export type PerfilChanges = Pick<WritePayload<Usuarios, 'update'>, (typeof PROFILE_FIELDS)[number]>;

export interface UsuariosMethods {
  setUsuarioEstado(id: Identifier, estado: 'activo' | 'inactivo'): Promise<{ data: UsuarioRecord }>;
  resetPassword(id: Identifier, password: string): Promise<void>;
  getPerfil(): Promise<{ data: UsuarioRecord }>;
  updatePerfil(data: PerfilChanges): Promise<{ data: UsuarioRecord }>;
  changePassword(actual: string, nueva: string): Promise<void>;
}

const asRecord = (row: ApiRecord<Usuarios>): UsuarioRecord => ({ ...row, id: row.id_usuario });

export const usuariosMethods: UsuariosMethods = {
  async setUsuarioEstado(id, estado) {
    const res = await apiPost<ApiRecord<Usuarios>>(estado === 'activo' ? '/usuarios/activar' : '/usuarios/desactivar', { id: String(id) });
    return { data: asRecord(res.data) };
  },
  async resetPassword(id, password) {
    await apiPostJson('/usuarios/restablecer', { id_usuario: id, password });
  },
  async getPerfil() {
    const res = await apiGet<ApiRecord<Usuarios>>('/perfil');
    return { data: asRecord(res.data) };
  },
  async updatePerfil(data) {
    const res = await apiPostJson<ApiRecord<Usuarios>>('/perfil/actualizar', data);
    return { data: asRecord(res.data) };
  },
  async changePassword(actual, nueva) {
    await apiPostJson('/perfil/password', { actual, nueva });
  },
};
