import type { HooksRegistry } from '../crud/hooks';
import { usuariosHooks } from './usuarios';

/** Server-side rules per module, by module name. */
export const serverHooks: HooksRegistry = {
  usuarios: usuariosHooks,
};
