// A field that belongs to the record only with some values of another (FieldDefBase.when): shown while it does —
// in a form as soon as the other field changes, in a show view by the record.
import type { ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { fieldApplies, type FieldDef } from '../schema';

interface Props {
  readonly field: FieldDef;
  readonly children: ReactNode;
}

function WatchedInForm({ field, control, children }: Props & { readonly control: string }) {
  const value: unknown = useWatch({ name: control });
  return fieldApplies(field, { [control]: value }) ? children : null;
}

/** Inside a form: `children` (the field's input) while the field applies to the values typed. */
export function AppliesInForm({ field, children }: Props) {
  if (!field.when) return children;
  return (
    <WatchedInForm field={field} control={field.when.field}>
      {children}
    </WatchedInForm>
  );
}

function ByRecord({ field, children }: Props) {
  const record = useRecordContext();
  return record && fieldApplies(field, record) ? children : null;
}

/** In a show view: `children` (the field's display) while the field applies to the record. */
export function AppliesInRecord({ field, children }: Props) {
  return field.when ? <ByRecord field={field}>{children}</ByRecord> : children;
}
