// The buttons above one record, the same on every module's detail and form.
import type { ReactElement } from 'react';
import { DeleteButton, EditButton, ShowButton, TopToolbar } from 'react-admin';
import type { ModuleSchema } from '../schema';

/**
 * The buttons above a record (detail or form): the module's own, then 'Ver' or 'Editar' and 'Eliminar' — each only
 * when the role may do it to this record (react-admin's buttons ask canAccess with the record).
 */
export function RecordActions({
  schema,
  extra,
  kind,
}: {
  readonly schema: ModuleSchema;
  readonly extra?: ReactElement;
  readonly kind: 'show' | 'edit';
}) {
  return (
    <TopToolbar>
      {extra}
      {kind === 'show' ? <EditButton /> : <ShowButton />}
      {kind === 'show' && !schema.readOnly && !schema.noDelete ? <DeleteButton mutationMode="pessimistic" /> : null}
    </TopToolbar>
  );
}
