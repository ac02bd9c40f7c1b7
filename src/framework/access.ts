import type { Action, ModuleSchema, Permission, Role } from './schema';
import { ROLES } from './schema';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

function permissionFor(schema: ModuleSchema, role: string): Permission {
  return isRole(role) ? schema.access[role] : {};
}

/**
 * Whether `role` may perform `action` on `schema`. Without a record, an 'own' permission counts as allowed
 * (the button shows; the server checks the row). With a record, 'own' requires the record's owner field to be
 * the caller.
 */
export function canAccess(
  role: string | undefined,
  schema: ModuleSchema,
  action: Action,
  record?: Readonly<Record<string, unknown>>,
  userId?: number,
): boolean {
  if (!role) return false;
  const p = permissionFor(schema, role);
  const readOnly = schema.readOnly === true;
  switch (action) {
    case 'list':
    case 'show':
      return p.read === true;
    case 'export':
      return p.read === true && p.export !== false;
    case 'create':
      return !readOnly && p.create === true;
    case 'edit':
      return !readOnly && ownAllowed(p.update, schema, record, userId);
    case 'delete':
      return !readOnly && !schema.noDelete && ownAllowed(p.delete, schema, record, userId);
  }
}

function ownAllowed(
  rule: boolean | 'own' | undefined,
  schema: ModuleSchema,
  record: Readonly<Record<string, unknown>> | undefined,
  userId: number | undefined,
): boolean {
  if (rule === true) return true;
  if (rule !== 'own') return false;
  if (!record || !schema.ownerField) return record === undefined;
  return userId !== undefined && Number(record[schema.ownerField]) === userId;
}
