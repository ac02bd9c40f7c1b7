// Each field type reads its own spreadsheet cells (fromSheet, src/framework/fields/<type>/index.ts): what an import
// sends to the forms' validation, what the reading changed, the currency a price names; and how a value tells one
// record from another (sameKey) and what a template offers (sheetChoices, sheetExample).
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldType } from '../../src/framework/fields';
import { setDistrictCatalog } from '../../src/framework/fields/district/catalog';
import { readNumber } from '../../src/framework/fields/shared/sheet';
import type { FieldDef } from '../../src/framework/schema';
import type { SheetCell } from '../../src/framework/fields/types';
import { importableFields } from '../../src/features/importaciones/shared/importable';
import type { ModuleSchema } from '../../src/framework/schema';

const read = (f: FieldDef, c: SheetCell) => fieldType(f).fromSheet?.(f, c) ?? { value: 'no se lee' };

describe('field types read spreadsheet cells', () => {
  beforeAll(() =>
    setDistrictCatalog([
      { nombre: 'Jesús María', ubigeo: '150113' },
      { nombre: 'Miraflores', ubigeo: '150122' },
    ]),
  );

  it('numbers as people type them', () => {
    expect(['350 000', '350,000', '350.000,50', '1,234.56', '3 dorm', '12,5'].map(readNumber)).toEqual([350000, 350000, 350000.5, 1234.56, 3, 12.5]);
    expect(read({ type: 'integer', label: 'Dormitorios' }, '3 dorm')).toEqual({
      value: 3,
      change: { kind: 'numero', antes: '3 dorm', despues: '3' },
    });
    expect(read({ type: 'integer', label: 'Dormitorios' }, 'muchos')).toEqual({ value: 'muchos' });
  });

  it('money in cents, with the currency the cell names', () => {
    const precio: FieldDef = { type: 'money', label: 'Precio', currencyField: 'moneda' };
    expect(read(precio, 'US$350,000')).toMatchObject({ value: 35_000_000, currency: 'USD' });
    expect(read(precio, 'S/ 1 250,50')).toMatchObject({ value: 125_050, currency: 'PEN' });
    expect(read(precio, 1200)).toMatchObject({ value: 120_000, currency: undefined });
    expect(fieldType(precio).sheetExample?.(precio)).toBe('S/ 350 000');
  });

  it('days as dd/mm/yyyy or Excel serials, said when written otherwise', () => {
    const fecha: FieldDef = { type: 'date', label: 'Fecha' };
    expect(read(fecha, 46096)).toEqual({ value: '2026-03-15', change: { kind: 'fecha', antes: '46096', despues: '15/03/2026' } });
    expect(read(fecha, '15/03/2026')).toEqual({ value: '2026-03-15', change: undefined });
    expect(read(fecha, '31/02/2026')).toEqual({ value: '31/02/2026' });
    expect(read({ type: 'time', label: 'Hora' }, 0.4375)).toEqual({ value: '10:30' });
  });

  it('choices, yes/no, districts, phones, e-mails, documents and ubigeos', () => {
    const estado: FieldDef = {
      type: 'enum',
      label: 'Estado',
      choices: [
        { id: 'disponible', name: 'Disponible' },
        { id: 'en_venta', name: 'En venta' },
      ],
    };
    expect(read(estado, 'EN VENTA')).toEqual({ value: 'en_venta', change: undefined });
    expect(read(estado, 'en_venta')).toEqual({ value: 'en_venta', change: undefined });
    expect(read(estado, 'otro')).toEqual({ value: 'otro' });
    expect(fieldType(estado).sheetChoices?.(estado)).toEqual(['Disponible', 'En venta']);
    const si: FieldDef = { type: 'boolean', label: 'Activo' };
    expect([read(si, 'Sí'), read(si, 'no'), read(si, true), read(si, 'quizá')].map((r) => r.value)).toEqual([true, false, true, 'quizá']);
    expect(fieldType(si).sheetChoices?.(si)).toEqual(['Sí', 'No']);
    const distrito: FieldDef = { type: 'district', label: 'Distrito' };
    expect(read(distrito, 'JESUS MARIA')).toEqual({
      value: 'Jesús María',
      change: { kind: 'distrito', antes: 'JESUS MARIA', despues: 'Jesús María' },
    });
    expect(read(distrito, 'Villa  Nueva')).toEqual({ value: 'Villa Nueva' });
    const telefono: FieldDef = { type: 'phone', label: 'Teléfono' };
    expect(read(telefono, '9 8765 4321')).toMatchObject({ value: '987654321', change: { kind: 'telefono' } });
    expect(fieldType(telefono).sameKey?.('+51 987 654 321')).toBe('987654321');
    const correo: FieldDef = { type: 'email', label: 'Correo' };
    expect(read(correo, ' Ana@Correo.PE ')).toMatchObject({ value: 'ana@correo.pe', change: { kind: 'correo' } });
    expect(fieldType(correo).namesRecord?.(correo)).toBe(true);
    const documento: FieldDef = { type: 'document', label: 'Documento', typeField: 'tipo' };
    expect(read(documento, '45.678.912')).toEqual({ value: '45678912' });
    expect(fieldType(documento).sameKey?.('045-678-912')).toBe(fieldType(documento).sameKey?.('45678912'));
    expect(read({ type: 'ubigeo', label: 'Ubigeo' }, 10101)).toEqual({ value: '010101' });
    expect(read({ type: 'text', label: 'Nombre' }, '  Casa   en  Surco ')).toEqual({ value: 'Casa en Surco' });
    const extras: FieldDef = {
      type: 'multienum',
      label: 'Extras',
      choices: [
        { id: 'piscina', name: 'Piscina' },
        { id: 'jardin', name: 'Jardín' },
      ],
    };
    expect(read(extras, 'piscina; JARDIN, sauna')).toEqual({ value: ['piscina', 'jardin', 'sauna'] });
  });

  it('a row completes what its cells left out: the currency a price named, the zeros of a DNI', () => {
    const precio: FieldDef = { type: 'money', label: 'Precio', currencyField: 'moneda' };
    const documento: FieldDef = { type: 'document', label: 'Documento', typeField: 'tipodoc' };
    const tipodoc: FieldDef = { type: 'doctype', label: 'Tipo', default: 'DNI', choices: [{ id: 'DNI', name: 'DNI' }] };
    const fields = { precio, tipodoc, documento };
    const fill = (name: 'precio' | 'documento', values: Record<string, unknown>, currency?: 'PEN' | 'USD') =>
      fieldType(fields[name]).fromSheetRow?.(fields[name], name, { values, fields, currency });
    expect(fill('precio', { precio: 35_000_000 }, 'USD')).toEqual({
      campo: 'moneda',
      value: 'USD',
      change: { kind: 'moneda', antes: '', despues: 'USD' },
    });
    // A column fed the currency, or the cell named none: nothing to fill.
    expect(fill('precio', { precio: 35_000_000, moneda: 'PEN' }, 'USD')).toBeUndefined();
    expect(fill('precio', { precio: 35_000_000 })).toBeUndefined();
    // The type's default (DNI) when no column says it; a passport keeps its number.
    expect(fill('documento', { documento: '1234567' })).toEqual({
      campo: 'documento',
      value: '01234567',
      change: { kind: 'documento', antes: '1234567', despues: '01234567' },
    });
    expect(fill('documento', { documento: '1234567', tipodoc: 'PASAPORTE' })).toBeUndefined();
    expect(fill('documento', { documento: '12345678' })).toBeUndefined();
  });

  it('a type no cell can carry (files, photos, passwords) is left out of an import', () => {
    const schema = {
      name: 'prueba',
      label: 'Prueba',
      fields: {
        nombre: { type: 'text', label: 'Nombre' },
        foto: { type: 'image', label: 'Foto' },
        contrato: { type: 'file', label: 'Contrato' },
        clave: { type: 'password', label: 'Clave' },
      },
    } as unknown as ModuleSchema;
    expect(importableFields(schema).map(([name]) => name)).toEqual(['nombre']);
    for (const type of ['image', 'file', 'password'] as const) expect(fieldType({ type, label: type } as FieldDef).fromSheet).toBeUndefined();
  });
});
