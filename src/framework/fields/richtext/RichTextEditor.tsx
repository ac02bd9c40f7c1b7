// The rich-text type's input: the Tiptap editor of ra-input-rich-text (headings, bold/italic/underline/strike, lists,
// links, quotes, clear formatting), with the buttons a screen adds (./extensions.tsx) after the links. Loaded by
// ./view.tsx only when a form with a rich-text field opens: the editor weighs a few hundred KB.
import {
  ClearButtons,
  FormatButtons,
  LevelSelect,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import type { InputViewProps } from '../viewTypes';
import { inputProps } from '../viewTypes';
import { useRichTextButtons } from './extensions';

export function RichTextEditor(props: InputViewProps) {
  const extra = useRichTextButtons();
  const toolbar = (
    <RichTextInputToolbar>
      <LevelSelect size="small" />
      <FormatButtons size="small" />
      <ListButtons size="small" />
      <LinkButtons size="small" />
      {extra.map((Button, i) => (
        <Button key={i} size="small" />
      ))}
      <QuoteButtons size="small" />
      <ClearButtons size="small" />
    </RichTextInputToolbar>
  );
  return <RichTextInput {...inputProps(props)} fullWidth isRequired={props.field.required} toolbar={toolbar} />;
}
