// Yes or no: a switch in forms, a Sí/No select as a filter; shown as a tick or a cross.
import { BooleanField, BooleanInput, SelectInput } from 'react-admin';
import type { DisplayViewProps, FieldView, InputViewProps } from '../viewTypes';
import { inputProps } from '../viewTypes';

const YES_NO = [{ id: true, name: 'Sí' }, { id: false, name: 'No' }];

function BooleanFieldInput(props: InputViewProps) {
  const common = inputProps(props);
  return props.mode === 'filter' ? <SelectInput {...common} choices={YES_NO} /> : <BooleanInput {...common} />;
}

export const booleanFieldView: FieldView = {
  Input: BooleanFieldInput,
  Display: ({ source }: DisplayViewProps) => <BooleanField source={source} />,
};
