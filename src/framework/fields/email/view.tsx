// An e-mail: an email input, shown as a mailto link.
import { EmailField } from 'react-admin';
import { textInput } from '../shared/views/text';
import type { FieldDefOf } from '../../schema';
import type { DisplayViewProps, FieldView } from '../viewTypes';

export const emailFieldView: FieldView<FieldDefOf<'email'>> = {
  Input: textInput('email'),
  Display: ({ source }: DisplayViewProps) => <EmailField source={source} />,
  cell: { maxWidth: 220 },
  wide: false,
};
