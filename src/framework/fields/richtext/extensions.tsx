// Buttons a screen adds to the rich-text editor's toolbar (the blog's 'Imagen de la biblioteca'): given around a form,
// every rich-text input inside shows them. Light on purpose: no editor code here, so a view can declare its buttons
// without loading the editor before a form needs it.
import { createContext, useContext, type ReactNode } from 'react';

/** A toolbar button: rendered inside the editor, where ra-input-rich-text's useTiptapEditor() reaches it. */
export type RichTextButton = (props: { readonly size: 'small' }) => ReactNode;

const ExtraButtons = createContext<readonly RichTextButton[]>([]);

export function RichTextButtons({ buttons, children }: { readonly buttons: readonly RichTextButton[]; readonly children: ReactNode }) {
  return <ExtraButtons.Provider value={buttons}>{children}</ExtraButtons.Provider>;
}

export const useRichTextButtons = () => useContext(ExtraButtons);
