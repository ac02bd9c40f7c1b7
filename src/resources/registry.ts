// The list of modules: the one source for the menu, the routes, the i18n labels and the server endpoints.
// Adding a module = its folder with schema.ts, one line here, and a migration.
import type { ModuleSchema } from '../framework/schema';
import usuarios from './usuarios/schema';
import etiquetas from './etiquetas/schema';
import glosario from './glosario/schema';
import actividadsistema from './actividadsistema/schema';
import agentes from './agentes/schema';
import ofertantes from './ofertantes/schema';
import demandantes from './demandantes/schema';
import citas from './citas/schema';
import cambioso from './cambioso/schema';
import cambiosd from './cambiosd/schema';
import autoresponder from './autoresponder/schema';
import llaves from './llaves/schema';
import controlllaves from './controlllaves/schema';
import controlcontratos from './controlcontratos/schema';
import controlregistros from './controlregistros/schema';
import corredores from './corredores/schema';
import turnos from './turnos/schema';
import libroreclamaciones from './libroreclamaciones/schema';
import blog from './blog/schema';
import argumentosventa from './argumentosventa/schema';
import controlmedios from './controlmedios/schema';

/** Every module with its literal fields (server/db/types.ts derives the table types from it). */
export const moduleSchemas = [
  ofertantes,
  demandantes,
  citas,
  autoresponder,
  cambioso,
  cambiosd,
  controlllaves,
  controlcontratos,
  controlregistros,
  corredores,
  llaves,
  usuarios,
  etiquetas,
  glosario,
  libroreclamaciones,
  actividadsistema,
  agentes,
  turnos,
  blog,
  argumentosventa,
  controlmedios,
] as const;

export const modules: readonly ModuleSchema[] = moduleSchemas;

export function findModule(name: string, list: readonly ModuleSchema[] = modules): ModuleSchema | undefined {
  return list.find((m) => m.name === name);
}
