// The React parts of a field type: its form input (also used as a list filter) and its display.
import type { ReactNode } from 'react';
import type { Validator } from 'react-admin';
import type { FieldDef, ModuleSchema } from '../schema';

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

/** How a list column of the type fits (header and cells). */
export interface CellFit {
  /** Fixed-size values (dates, amounts, codes): never wrapped, never cut. */
  readonly nowrap?: boolean;
  /** Free text: cut with an ellipsis beyond this width (px), the whole text on hover. */
  readonly maxWidth?: number;
  readonly align?: 'right' | 'center';
}

/** One bound of a range filter (`<campo>_gte` or `<campo>_lte`) on a field of the module `schema`. */
export interface RangeInputProps<D extends FieldDef = FieldDef> {
  readonly source: string;
  readonly label: string;
  readonly field: D;
  readonly schema: ModuleSchema;
}

interface FieldViewParts<D extends FieldDef> {
  readonly Input: ViewComponent<InputViewProps<D>>;
  readonly Display: ViewComponent<DisplayViewProps<D>>;
  readonly cell: CellFit;
  /** Takes the whole width of a section in forms and show views (long texts, lists of choices, addresses). */
  readonly wide: boolean;
}

interface RangeView<D extends FieldDef> {
  /** The input of each bound of a range filter: asked of the types whose `filter` may be 'range'. */
  readonly RangeInput: ViewComponent<RangeInputProps<D>>;
}

/**
 * A field type's React parts, for the fields declared with it (D: its member of FieldDef). For any field (D the
 * whole union) the range input is there only for the types that have one.
 */
export type FieldView<D extends FieldDef = FieldDef> = FieldViewParts<D> &
  (FieldDef extends D ? Partial<RangeView<D>> : 'range' extends D['filter'] ? RangeView<D> : { readonly RangeInput?: never });

/** The props react-admin inputs take from ours. */
export const inputProps = ({ source, label, helperText, alwaysOn, validate }: InputViewProps) => ({ source, label, helperText, alwaysOn, validate });
