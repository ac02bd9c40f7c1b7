// A web address: a url input, shown as a link opening in a new tab.
import { UrlField } from 'react-admin';
import { textInput } from '../shared/views/text';
import type { FieldDefOf } from '../../schema';
import type { DisplayViewProps, FieldView } from '../viewTypes';

export const urlFieldView: FieldView<FieldDefOf<'url'>> = {
  Input: textInput('url', { fullWidth: true }),
  Display: ({ source }: DisplayViewProps) => <UrlField source={source} target="_blank" rel="noopener noreferrer" />,
  cell: { maxWidth: 200 },
  wide: true,
};
