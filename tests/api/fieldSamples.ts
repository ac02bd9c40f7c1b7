// One sample value per field type, with its field's declaration and what a person reads for it. A new type without
// a sample fails the type check (one entry per FieldType), so the per-type test covers it.
import type { FieldDef, FieldDefOf, FieldType } from '../../src/framework/schema';
import { DOCUMENTO_CHOICES, MONEDA_CHOICES } from '../../src/resources/common';

export interface Sample<D extends FieldDef = FieldDef> {
  /** The field's declaration: its type's own options (choices, siblings' names) and the filter the test uses. */
  readonly field: D;
  /** Sibling fields the module needs, and the values sent with the sample. */
  readonly siblings?: Readonly<Record<string, FieldDef>>;
  readonly with?: Readonly<Record<string, unknown>>;
  readonly value: unknown;
  /** What the API gives back, when not `value` (undefined: write-only, never returned). */
  readonly stored?: unknown;
  readonly text: string;
  /** Its cell in a CSV export, when not `text`: numbers as a spreadsheet sums them (no grouping, no currency). */
  readonly csv?: string;
  /** A filter value that must be refused (400), for types that take filters. */
  readonly badFilter?: unknown;
  /** The value to filter by, when not `value` (a list's element). */
  readonly filterBy?: unknown;
  /** The value names an upload: it must be pending for the writer before each write (file fields). */
  readonly upload?: boolean;
}

/** What every sample field declares: one label, sortable (the throwaway module's list sorts by it). */
const VALOR = { label: 'Valor', sortable: true } as const;
const AB = [
  { id: 'a', name: 'Alfa' },
  { id: 'b', name: 'Beta' },
];
const LONG = 'x'.repeat(201);

export const SAMPLES: { readonly [T in FieldType]: Sample<FieldDefOf<T>> } = {
  text: { field: { ...VALOR, type: 'text', filter: 'eq' }, value: 'Hola mundo', text: 'Hola mundo', badFilter: LONG },
  longtext: { field: { ...VALOR, type: 'longtext' }, value: 'Línea uno\nLínea dos', text: 'Línea uno\nLínea dos' },
  richtext: { field: { ...VALOR, type: 'richtext' }, value: '<p>Hola <strong>mundo</strong> &amp; más</p>', text: 'Hola mundo & más' },
  integer: { field: { ...VALOR, type: 'integer', filter: 'range' }, value: 42, text: '42', badFilter: 'muchos' },
  decimal: { field: { ...VALOR, type: 'decimal', filter: 'range' }, value: 1250.5, text: '1,250.5', csv: '1250.5', badFilter: 'abc' },
  money: {
    field: { ...VALOR, type: 'money', filter: 'range', currencyField: 'moneda' },
    siblings: { moneda: { type: 'currency', label: 'Moneda', choices: MONEDA_CHOICES, default: 'PEN', filter: 'eq' } },
    with: { moneda: 'USD' },
    value: 12500050,
    text: 'US$ 125,000.50',
    csv: '125000.5',
    badFilter: 'caro',
  },
  currency: {
    field: { ...VALOR, type: 'currency', filter: 'eq', choices: MONEDA_CHOICES },
    value: 'USD',
    text: 'Dólares (US$)',
    badFilter: 'EUR',
  },
  date: { field: { ...VALOR, type: 'date', filter: 'range' }, value: '2026-03-15', text: '15/03/2026', badFilter: '2026-02-30' },
  time: { field: { ...VALOR, type: 'time', filter: 'range' }, value: '09:30', text: '09:30', badFilter: '25:00' },
  datetime: {
    field: { ...VALOR, type: 'datetime', filter: 'range' },
    value: '2026-03-15T15:30:00.000Z',
    text: '15/03/2026 10:30:00',
    badFilter: 'ayer',
  },
  boolean: { field: { ...VALOR, type: 'boolean', filter: 'eq' }, value: true, text: 'Sí', badFilter: 'si' },
  enum: { field: { ...VALOR, type: 'enum', filter: 'eq', choices: AB }, value: 'b', text: 'Beta', badFilter: 'z' },
  multienum: {
    field: { ...VALOR, type: 'multienum', filter: 'contains', choices: AB },
    value: ['b', 'a', 'b'],
    stored: ['b', 'a'],
    text: 'Beta, Alfa',
    filterBy: 'a',
    badFilter: 'z',
  },
  reference: { field: { ...VALOR, type: 'reference', filter: 'eq', reference: 'usuarios' }, value: 1, text: '1', badFilter: 'uno' },
  doctype: {
    field: { ...VALOR, type: 'doctype', filter: 'eq', choices: DOCUMENTO_CHOICES },
    value: 'CE',
    text: 'Carné de extranjería',
    badFilter: 'LIBRETA',
  },
  document: {
    field: { ...VALOR, type: 'document', filter: 'eq', typeField: 'tipo_doc' },
    siblings: { tipo_doc: { type: 'doctype', label: 'Tipo', choices: DOCUMENTO_CHOICES, default: 'DNI' } },
    value: '12345678',
    text: '12345678',
    badFilter: LONG,
  },
  district: {
    field: { ...VALOR, type: 'district', filter: 'eq', ubigeoField: 'ubigeo' },
    siblings: { ubigeo: { type: 'ubigeo', label: 'Ubigeo' } },
    value: 'Miraflores',
    text: 'Miraflores',
    badFilter: LONG,
  },
  ubigeo: { field: { ...VALOR, type: 'ubigeo', filter: 'eq' }, value: '150122', text: '150122', badFilter: LONG },
  email: {
    field: { ...VALOR, type: 'email', filter: 'eq' },
    value: 'Ana@Example.com',
    stored: 'ana@example.com',
    text: 'ana@example.com',
    badFilter: LONG,
  },
  phone: { field: { ...VALOR, type: 'phone', filter: 'eq' }, value: '987654321', text: '987654321', badFilter: LONG },
  url: { field: { ...VALOR, type: 'url', filter: 'eq' }, value: 'https://example.com/a', text: 'https://example.com/a', badFilter: LONG },
  image: { field: { ...VALOR, type: 'image' }, value: 'foto-1.jpg', text: 'foto-1.jpg' },
  file: {
    field: { ...VALOR, type: 'file' },
    value: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6.pdf',
    text: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6.pdf',
    upload: true,
  },
  password: { field: { ...VALOR, type: 'password', writeOnly: true }, value: 'secreta-123', stored: undefined, text: '' },
  color: { field: { ...VALOR, type: 'color', filter: 'eq' }, value: '#623AA2', text: '#623AA2', badFilter: LONG },
};
