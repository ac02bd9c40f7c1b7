// The usuarios module's own calls beyond the generic CRUD: activate / deactivate, reset a password, and the
// signed-in user's profile (read, update, change password). Spread into the app's dataProvider.
import type { Identifier, RaRecord } from 'react-admin';
import { apiGet, apiPost, apiPostJson } from '../../dataProvider/http';
import schema from './schema';

export interface UsuariosMethods {
  setUsuarioEstado(id: Identifier, estado: 'activo' | 'inactivo'): Promise<{ data: RaRecord }>;
  resetPassword(id: Identifier, password: string): Promise<void>;
  getPerfil(): Promise<{ data: RaRecord }>;
  updatePerfil(data: Record<string, unknown>): Promise<{ data: RaRecord }>;
  changePassword(actual: string, nueva: string): Promise<void>;
}

const asRecord = (row: Record<string, unknown>): RaRecord => ({ ...row, id: row[schema.key] as Identifier });

export const usuariosMethods: UsuariosMethods = {
  async setUsuarioEstado(id, estado) {
    const res = await apiPost<Record<string, unknown>>(estado === 'activo' ? '/usuarios/activar' : '/usuarios/desactivar', { id: String(id) });
    return { data: asRecord(res.data) };
  },
  async resetPassword(id, password) {
    await apiPostJson('/usuarios/restablecer', { id_usuario: id, password });
  },
  async getPerfil() {
    const res = await apiGet<Record<string, unknown>>('/perfil');
    return { data: asRecord(res.data) };
  },
  async updatePerfil(data) {
    const res = await apiPostJson<Record<string, unknown>>('/perfil/actualizar', data);
    return { data: asRecord(res.data) };
  },
  async changePassword(actual, nueva) {
    await apiPostJson('/perfil/password', { actual, nueva });
  },
};
