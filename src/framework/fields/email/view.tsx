// An e-mail: an email input, shown as a mailto link.
import { EmailField } from 'react-admin';
import { textInput } from '../shared/views/text';
import type { DisplayViewProps, FieldView } from '../viewTypes';

export const emailFieldView: FieldView = {
  Input: textInput('email'),
  Display: ({ source }: DisplayViewProps) => <EmailField source={source} />,
};
