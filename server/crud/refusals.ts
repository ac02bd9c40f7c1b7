// Whether the CRUD may answer 403 to a signed-in caller for an action on a module (for the OpenAPI document): some
// role lacks the right, or holds it only for its own records ('own').
import { ROLES, type Action, type ModuleSchema } from '../../src/framework/schema';

export function mayRefuse(schema: ModuleSchema, action: Exclude<Action, 'export'>): boolean {
  return ROLES.some((role) => {
    const p = schema.access[role];
    const rule = action === 'list' || action === 'show' ? p.read : action === 'create' ? p.create : action === 'edit' ? p.update : p.delete;
    return rule !== true;
  });
}
