import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ModuleSchema } from '../framework/schema';
import { modules } from '../resources/registry';
import { LIBRARY_SCHEMAS } from '../features/biblioteca/resources';
import { appMessages } from './app';
import { frameworkMessages } from './modules/framework';
import { raSpanish } from './raSpanish';
import { raTiptapSpanish } from './raTiptapSpanish';

/** resources.<name>.name and resources.<name>.fields.<field>, from the module declarations. */
export function resourceMessages(list: readonly ModuleSchema[]) {
  const resources: Record<string, { name: string; fields: Record<string, string> }> = {};
  for (const m of list) {
    resources[m.name] = {
      name: `${m.label.one} |||| ${m.label.many}`,
      fields: {
        ...Object.fromEntries(Object.entries(m.fields).map(([k, f]) => [k, f.label])),
        creado_en: frameworkMessages.creado_en,
        actualizado_en: frameworkMessages.actualizado_en,
        creado_por: frameworkMessages.creado_por,
        actualizado_por: frameworkMessages.actualizado_por,
        q: raSpanish.ra.action.search,
      },
    };
  }
  return resources;
}

export function buildMessages(list: readonly ModuleSchema[] = modules) {
  const resources = resourceMessages([...list, ...LIBRARY_SCHEMAS]);
  resources.actividadpropia = { name: 'Actividad |||| Logs Actividad', fields: resources.actividadsistema?.fields ?? {} };
  return { ...raSpanish, ra: { ...raSpanish.ra, tiptap: raTiptapSpanish }, ...appMessages, resources };
}

export const i18nProvider = polyglotI18nProvider(() => buildMessages(), 'es-PE', [{ locale: 'es-PE', name: 'Español (Perú)' }], {
  allowMissing: false,
});
