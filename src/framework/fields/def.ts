// The parts a field declaration is made of (schema.ts FieldDef): the options every type shares and the groups of
// options a type may take. Each type declares its own member in its folder (fields/<type>/index.ts) from these.

export interface Choice {
  readonly id: string;
  readonly name: string;
  /** Shown as a chip of this colour in lists and show views (estados that need attention at a glance). */
  readonly color?: 'default' | 'success' | 'warning' | 'error' | 'info' | 'primary';
}

/** eq: equals (or one of, given a list); range: `<campo>_gte` / `<campo>_lte`; contains: a multienum holds the value. */
export type FilterKind = 'eq' | 'in' | 'range' | 'contains';

/** The filters of most types: equals, or one of a list. */
export const EQ_FILTERS = ['eq', 'in'] as const;
/** Ordered values (numbers, days, times) add a range. */
export const RANGE_FILTERS = ['eq', 'in', 'range'] as const;

/** What every field declares, whatever its type. */
export interface FieldDefBase<T extends string> {
  readonly type: T;
  /** Spanish label shown in forms, columns and filters. */
  readonly label: string;
  readonly required?: boolean;
  /**
   * Stored NOT NULL though no client sends it (a column the server always fills: logs, generated messages); the
   * derived row types are then not nullable. `required` implies it. The schema-drift test checks it against the
   * database both ways.
   */
  readonly notNull?: boolean;
  readonly unique?: boolean;
  /** Set by the server only; never accepted from a client. */
  readonly readOnly?: boolean;
  /** Accepted on write, never returned (passwords). */
  readonly writeOnly?: boolean;
  /** Accepted on create only. */
  readonly createOnly?: boolean;
  /** Not shown in the generated forms (the module handles it elsewhere). */
  readonly hideInForm?: boolean;
  readonly help?: string;
  /**
   * The field belongs to the record only while another of its fields holds one of these values (a key lent to an
   * agent has no broker and no outside person): hidden in forms and show views otherwise, and stored empty — every
   * write clears it (validate.ts), whatever the client sent.
   */
  readonly when?: AppliesWhen;
  /** Declared sortable: the server allows sorting on it and the migration indexes it. */
  readonly sortable?: boolean;
}

/** The values of another field of the record for which a field applies. */
export interface AppliesWhen {
  readonly field: string;
  readonly in: readonly (string | boolean)[];
}

/** A type that can be filtered, by the kinds of its type's `filters` (the same list: fields/<type>/index.ts). */
export interface Filterable<Kinds extends readonly FilterKind[]> {
  readonly filter?: Kinds[number];
}

/** A type whose value may have a default (a new record's value when none is sent; the column's DEFAULT). */
export interface Defaulted<V> {
  readonly default?: V;
}

/** Text: minimum and maximum length. Numbers: minimum and maximum value. */
export interface Bounded {
  readonly min?: number;
  readonly max?: number;
}

/** One or several of a declared list. */
export interface WithChoices {
  readonly choices: readonly Choice[];
}
