// FieldDef is a union on `type` (src/framework/schema.ts; each member in fields/<type>/index.ts): a field without its
// type's own options, or with another type's, fails to compile. Checked by the type checker (npm run typecheck):
// each `@ts-expect-error` fails the build if the line below it compiles.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineModule, type FieldDef, type FieldDefOf } from '../../src/framework/schema';
import type { RaRecordOf, WritePayload } from '../../src/framework/records';

const ACCESS = { Administrador: { read: true }, Agente: {} } as const;

describe('field declarations', () => {
  it("require each type's own options", () => {
    // @ts-expect-error: a reference names the module it points to
    const reference: FieldDef = { type: 'reference', label: 'Agente' };
    // @ts-expect-error: an enum lists its choices
    const enumeration: FieldDef = { type: 'enum', label: 'Estado' };
    // @ts-expect-error: money names the field holding its currency
    const money: FieldDef = { type: 'money', label: 'Precio' };
    // @ts-expect-error: a document number names the field holding its document type
    const document: FieldDef = { type: 'document', label: 'Documento' };
    expect([reference, enumeration, money, document].map((f) => f.type)).toEqual(['reference', 'enum', 'money', 'document']);
  });

  it('refuse the options of other types, and filters and defaults their type has not', () => {
    // @ts-expect-error: a text has no choices
    const text: FieldDef = { type: 'text', label: 'Nombre', choices: [] };
    // @ts-expect-error: a date has no length
    const date: FieldDef = { type: 'date', label: 'Fecha', max: 10 };
    // @ts-expect-error: long texts are not filtered (searched with q)
    const notes: FieldDef = { type: 'longtext', label: 'Notas', filter: 'eq' };
    // @ts-expect-error: only ordered values take a range
    const state: FieldDef = { type: 'enum', label: 'Estado', choices: [], filter: 'range' };
    // @ts-expect-error: a boolean's default is a boolean
    const flag: FieldDef = { type: 'boolean', label: 'Activo', default: 'si' };
    expect([text, date, notes, state, flag]).toHaveLength(5);
  });

  it('check the fields given to defineModule the same way', () => {
    const declare = () =>
      defineModule({
        name: 'prueba',
        key: 'id_prueba',
        label: { one: 'Prueba', many: 'Pruebas' },
        fields: {
          // @ts-expect-error: a reference names the module it points to
          agente: { type: 'reference', label: 'Agente' },
          // @ts-expect-error: a text has no choices
          nombre: { type: 'text', label: 'Nombre', choices: [{ id: 'a', name: 'A' }] },
        },
        list: { columns: ['agente'], sort: { field: 'agente', order: 'ASC' } },
        access: ACCESS,
        representation: '%{agente}',
      });
    expect(declare).toBeTypeOf('function');
  });

  it('keep literal field names and types in the records derived from a module', () => {
    const m = defineModule({
      name: 'prueba',
      key: 'id_prueba',
      label: { one: 'Prueba', many: 'Pruebas' },
      fields: {
        precio: { type: 'money', label: 'Precio', currencyField: 'moneda', required: true },
        moneda: { type: 'currency', label: 'Moneda', choices: [{ id: 'PEN', name: 'Soles' }] },
        agente: { type: 'reference', label: 'Agente', reference: 'agentes' },
      },
      list: { columns: ['precio'], sort: { field: 'precio', order: 'ASC' } },
      access: ACCESS,
      representation: '%{precio}',
    });
    expectTypeOf(m.fields.agente.reference).toEqualTypeOf<'agentes'>();
    expectTypeOf(m.fields.precio).toExtend<FieldDefOf<'money'>>();
    expectTypeOf<RaRecordOf<typeof m>['precio']>().toEqualTypeOf<number>();
    expectTypeOf<RaRecordOf<typeof m>['agente']>().toEqualTypeOf<number | null>();
    expectTypeOf<WritePayload<typeof m, 'create'>['moneda']>().toEqualTypeOf<string | null | undefined>();
  });
});
