// A page for administrators only (layout/areas.ts ADMIN_PAGES): any other role gets react-admin's 'Acceso denegado'
// page — the one a module's page shows — before the page loads or asks the API for anything.
import type { ReactNode } from 'react';
import { AccessDenied, usePermissions } from 'react-admin';

export function AdminOnly({ children }: { readonly children: ReactNode }) {
  const { permissions, isPending } = usePermissions<string>();
  if (isPending) return null;
  if (permissions !== 'Administrador') return <AccessDenied />;
  return <>{children}</>;
}
