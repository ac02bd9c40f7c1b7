// One sample value per field type, with what a person reads for it. Record<FieldType, …>: a new type without a
// sample fails the type check, so the per-type test covers it.
import type { FieldDef, FieldType } from '../../src/framework/schema';
import { DOCUMENTO_CHOICES, MONEDA_CHOICES } from '../../src/resources/common';

export interface Sample {
  /** More of the field's declaration (choices, siblings' names). */
  readonly field?: Partial<FieldDef>;
  /** Sibling fields the module needs, and the values sent with the sample. */
  readonly siblings?: Readonly<Record<string, FieldDef>>;
  readonly with?: Readonly<Record<string, unknown>>;
  readonly value: unknown;
  /** What the API gives back, when not `value` (undefined: write-only, never returned). */
  readonly stored?: unknown;
  readonly text: string;
  /** A filter value that must be refused (400), for types that take filters. */
  readonly badFilter?: unknown;
  /** The value to filter by, when not `value` (a list's element). */
  readonly filterBy?: unknown;
  /** The value names an upload: it must be pending for the writer before each write (file fields). */
  readonly upload?: boolean;
}

const AB = [
  { id: 'a', name: 'Alfa' },
  { id: 'b', name: 'Beta' },
];
const LONG = 'x'.repeat(201);

export const SAMPLES: Record<FieldType, Sample> = {
  text: { value: 'Hola mundo', text: 'Hola mundo', badFilter: LONG },
  longtext: { value: 'Línea uno\nLínea dos', text: 'Línea uno\nLínea dos' },
  richtext: { value: '<p>Hola <strong>mundo</strong> &amp; más</p>', text: 'Hola mundo & más' },
  integer: { value: 42, text: '42', badFilter: 'muchos' },
  decimal: { value: 1250.5, text: '1,250.5', badFilter: 'abc' },
  money: {
    field: { currencyField: 'moneda' },
    siblings: { moneda: { type: 'currency', label: 'Moneda', choices: MONEDA_CHOICES, default: 'PEN', filter: 'eq' } },
    with: { moneda: 'USD' },
    value: 12500050,
    text: 'US$ 125,000.50',
    badFilter: 'caro',
  },
  currency: { field: { choices: MONEDA_CHOICES }, value: 'USD', text: 'Dólares (US$)', badFilter: 'EUR' },
  date: { value: '2026-03-15', text: '15/03/2026', badFilter: '2026-02-30' },
  time: { value: '09:30', text: '09:30', badFilter: '25:00' },
  datetime: { value: '2026-03-15T15:30:00.000Z', text: '15/03/2026 10:30:00', badFilter: 'ayer' },
  boolean: { value: true, text: 'Sí', badFilter: 'si' },
  enum: { field: { choices: AB }, value: 'b', text: 'Beta', badFilter: 'z' },
  multienum: { field: { choices: AB }, value: ['b', 'a', 'b'], stored: ['b', 'a'], text: 'Beta, Alfa', filterBy: 'a', badFilter: 'z' },
  reference: { field: { reference: 'usuarios' }, value: 1, text: '1', badFilter: 'uno' },
  doctype: { field: { choices: DOCUMENTO_CHOICES }, value: 'CE', text: 'Carné de extranjería', badFilter: 'LIBRETA' },
  document: {
    field: { typeField: 'tipo_doc' },
    siblings: { tipo_doc: { type: 'doctype', label: 'Tipo', choices: DOCUMENTO_CHOICES, default: 'DNI' } },
    value: '12345678',
    text: '12345678',
    badFilter: LONG,
  },
  district: {
    field: { ubigeoField: 'ubigeo' },
    siblings: { ubigeo: { type: 'ubigeo', label: 'Ubigeo' } },
    value: 'Miraflores',
    text: 'Miraflores',
    badFilter: LONG,
  },
  ubigeo: { value: '150122', text: '150122', badFilter: LONG },
  email: { value: 'Ana@Example.com', stored: 'ana@example.com', text: 'ana@example.com', badFilter: LONG },
  phone: { value: '987654321', text: '987654321', badFilter: LONG },
  url: { value: 'https://example.com/a', text: 'https://example.com/a', badFilter: LONG },
  image: { value: 'foto-1.jpg', text: 'foto-1.jpg' },
  file: { value: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6.pdf', text: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6.pdf', upload: true },
  password: { field: { writeOnly: true }, value: 'secreta-123', stored: undefined, text: '' },
  color: { value: '#623AA2', text: '#623AA2', badFilter: LONG },
};
