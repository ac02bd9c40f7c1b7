import type { HooksRegistry } from '../crud/hooks';
import { autoresponderHooks } from './autoresponder';
import { citasHooks } from './citas';
import { demandantesHooks } from './demandantes';
import { libroreclamacionesHooks } from './libroreclamaciones';
import { ofertantesHooks } from './ofertantes';
import { usuariosHooks } from './usuarios';

/** Server-side rules per module, by module name. */
export const serverHooks: HooksRegistry = {
  usuarios: usuariosHooks,
  ofertantes: ofertantesHooks,
  autoresponder: autoresponderHooks,
  citas: citasHooks,
  demandantes: demandantesHooks,
  libroreclamaciones: libroreclamacionesHooks,
};
