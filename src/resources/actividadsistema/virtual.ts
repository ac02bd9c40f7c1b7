// 'actividadpropia': the signed-in user's own activity, read from /perfil/actividad and shown with the
// actividadsistema schema (Perfil › Logs Actividad). A resource of the dataProvider, not of the registry.
import type { VirtualResources } from '../../dataProvider/virtual';
import schema from './schema';

export const actividadVirtual: VirtualResources = {
  actividadpropia: { schema, listPath: '/perfil/actividad' },
};
