// The React parts of a field type: its form input (also used as a list filter) and its display.
import type { ReactNode } from 'react';
import type { Validator } from 'react-admin';
import type { FieldDef } from '../schema';

export interface InputViewProps<D extends FieldDef = FieldDef> {
  readonly source: string;
  readonly field: D;
  readonly mode: 'create' | 'edit' | 'filter';
  readonly label: string;
  readonly alwaysOn?: boolean;
  readonly helperText?: string;
  readonly validate?: Validator;
}

export interface DisplayViewProps<D extends FieldDef = FieldDef> {
  readonly source: string;
  readonly field: D;
  /** In a list column: long texts shortened, codes kept on one line. */
  readonly compact?: boolean;
}

/** A function component (no class: its props stay contravariant, so a view for any field serves one type). */
export type ViewComponent<P> = (props: P) => ReactNode;

/** A field type's React parts, for the fields declared with it (D: its member of FieldDef). */
export interface FieldView<D extends FieldDef = FieldDef> {
  readonly Input: ViewComponent<InputViewProps<D>>;
  readonly Display: ViewComponent<DisplayViewProps<D>>;
}

/** The props react-admin inputs take from ours. */
export const inputProps = ({ source, label, helperText, alwaysOn, validate }: InputViewProps) => ({ source, label, helperText, alwaysOn, validate });
