// The React parts of a field type: its form input (also used as a list filter) and its display.
import type { ComponentType } from 'react';
import type { Validator } from 'react-admin';
import type { FieldDef } from '../schema';

export interface InputViewProps {
  readonly source: string;
  readonly field: FieldDef;
  readonly mode: 'create' | 'edit' | 'filter';
  readonly label: string;
  readonly alwaysOn?: boolean;
  readonly helperText?: string;
  readonly validate?: Validator;
}

export interface DisplayViewProps {
  readonly source: string;
  readonly field: FieldDef;
  /** In a list column: long texts shortened, codes kept on one line. */
  readonly compact?: boolean;
}

export interface FieldView {
  readonly Input: ComponentType<InputViewProps>;
  readonly Display: ComponentType<DisplayViewProps>;
}

/** The props react-admin inputs take from ours. */
export const inputProps = ({ source, label, helperText, alwaysOn, validate }: InputViewProps) => ({ source, label, helperText, alwaysOn, validate });
