// Yes or no: a switch in forms, a Sí/No select as a filter; in a list column a tick or a cross (with its Sí/No as
// tooltip and label), in a show view the words Sí or No.
import { BooleanField, BooleanInput, SelectInput } from 'react-admin';
import { msg } from '../../../i18n/keys';
import type { FieldDefOf } from '../../schema';
import type { DisplayViewProps, FieldView, InputViewProps } from '../viewTypes';
import { FormattedText } from '../shared/views/text';
import { inputProps } from '../viewTypes';

// Choice names are catalogue keys: the SelectInput translates them.
const YES_NO = [
  { id: true, name: msg('app.common.yes') },
  { id: false, name: msg('app.common.no') },
];

function BooleanFieldInput(props: InputViewProps) {
  const common = inputProps(props);
  return props.mode === 'filter' ? <SelectInput {...common} choices={YES_NO} /> : <BooleanInput {...common} />;
}

export const booleanFieldView: FieldView<FieldDefOf<'boolean'>> = {
  Input: BooleanFieldInput,
  Display: (props: DisplayViewProps) => (props.compact ? <BooleanField source={props.source} /> : <FormattedText {...props} />),
  cell: { nowrap: true, align: 'center' },
  wide: false,
};
