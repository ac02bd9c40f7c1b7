// Who may open a module's page, decided before the page asks the API for anything: a role that may not see it gets
// react-admin's 'Acceso denegado' page at once (react-admin's own check lets the list or record request go out and
// redirects after it); the edit page of a record the role may read but not change opens its detail instead. Without a
// session (or with the screen locked) the address leads to the login (or lock) page, not to 'Acceso denegado'.
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { AccessDenied, useAuthenticated, useCanAccess, useCreatePath, useRecordContext } from 'react-admin';

export type ViewKind = 'list' | 'create' | 'edit' | 'show';

/** Around a module's view (framework/resource.tsx): its content renders, and loads, only for a role that may. */
export function ViewAccess({ resource, kind, children }: { readonly resource: string; readonly kind: ViewKind; readonly children: ReactNode }) {
  // The session first: react-admin's check sends a visitor without one to the login page (a locked one to the lock).
  const signedIn = useAuthenticated().authenticated === true;
  const allowed = useCanAccess({ resource, action: kind, enabled: signedIn });
  // An edit page the role may not use still shows the record when the role may read it.
  const readable = useCanAccess({ resource, action: 'show', enabled: signedIn && kind === 'edit' });
  const { id } = useParams();
  const createPath = useCreatePath();
  if (!signedIn || allowed.isPending) return null;
  if (allowed.canAccess) return <>{children}</>;
  if (kind === 'edit' && id !== undefined) {
    if (readable.isPending) return null;
    if (readable.canAccess) return <Navigate to={createPath({ resource, id, type: 'show' })} replace />;
  }
  return <AccessDenied />;
}

/**
 * Inside an edit view, around its form: a record the role may read but not change (another agent's property) opens
 * its detail instead of a form that would be refused on save. `writable` is the module's own rule on top of the
 * role's (undefined while it is still being worked out).
 */
export function EditableRecord({
  resource,
  writable = true,
  children,
}: {
  readonly resource: string;
  readonly writable?: boolean;
  readonly children: ReactNode;
}) {
  const record = useRecordContext();
  const { canAccess, isPending } = useCanAccess({ resource, action: 'edit', record, enabled: record !== undefined });
  const createPath = useCreatePath();
  if (!record || isPending || writable === undefined) return null;
  if (canAccess && writable) return <>{children}</>;
  return <Navigate to={createPath({ resource, id: record.id, type: 'show' })} replace />;
}
