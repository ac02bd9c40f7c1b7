// A district: an autocomplete over the known districts that also accepts any typed name; shown as is.
import { AutocompleteInput } from 'react-admin';
import { TextDisplay } from '../shared/views/text';
import type { FieldDefOf } from '../../schema';
import type { FieldView, InputViewProps } from '../viewTypes';
import { inputProps } from '../viewTypes';
import { districtCatalog } from './catalog';

function DistrictInput(props: InputViewProps) {
  const choices = districtCatalog().map((d) => ({ id: d.nombre, name: d.nombre }));
  return (
    <AutocompleteInput
      {...inputProps(props)}
      choices={choices}
      onCreate={(text?: string) => (text ? { id: text, name: text } : undefined)}
      createItemLabel="Usar «%{item}»"
    />
  );
}

export const districtFieldView: FieldView<FieldDefOf<'district'>> = {
  Input: DistrictInput,
  Display: TextDisplay,
  cell: { maxWidth: 150 },
  wide: false,
};
