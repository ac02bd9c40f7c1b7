import type { HooksRegistry } from '../crud/hooks';
import { autoresponderHooks } from './autoresponder';
import { citasHooks } from './citas';
import { demandantesHooks } from './demandantes';
import { libroreclamacionesHooks } from './libroreclamaciones';
import { ofertantesHooks } from './ofertantes';
import { turnosHooks } from './turnos';
import { usuariosHooks } from './usuarios';
import { controlllavesHooks, llavesHooks } from '../documentos/llaves';
import { controlcontratosHooks } from '../documentos/contratos';
import { controlregistrosHooks } from '../documentos/registros';
import { argumentosventaHooks, blogHooks, controlmediosHooks } from '../publicidad/hooks';

/** Server-side rules per module, by module name. */
export const serverHooks: HooksRegistry = {
  usuarios: usuariosHooks,
  ofertantes: ofertantesHooks,
  autoresponder: autoresponderHooks,
  citas: citasHooks,
  demandantes: demandantesHooks,
  llaves: llavesHooks,
  controlllaves: controlllavesHooks,
  controlcontratos: controlcontratosHooks,
  controlregistros: controlregistrosHooks,
  turnos: turnosHooks,
  libroreclamaciones: libroreclamacionesHooks,
  blog: blogHooks,
  argumentosventa: argumentosventaHooks,
  controlmedios: controlmediosHooks,
};
