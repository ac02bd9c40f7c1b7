// The labels filter of the library's lists (Sistema › Etiquetas, a row must carry every chosen one): the picker of
// the library's dialogs as a react-admin filter input, its value (label ids) kept in the URL with the others.
import { useInput } from 'react-admin';
import { LabelPicker, useEtiquetas } from './Labels';

export function LabelFilter({ source }: { readonly source: string; readonly alwaysOn?: boolean }) {
  const etiquetas = useEtiquetas();
  const { field } = useInput<number[]>({ source });
  const value = Array.isArray(field.value) ? field.value.map(Number) : [];
  return (
    <LabelPicker value={value} onChange={(ids) => field.onChange(ids.length ? ids : undefined)} all={etiquetas} width={{ xs: '100%', sm: 280 }} />
  );
}
