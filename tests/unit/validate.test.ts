// validateRecord: the same checks the forms and the server run.
import { describe, expect, it } from 'vitest';
import { defineModule, fieldApplies, type ModuleSchema, type RuleErrors } from '../../src/framework/schema';
import { validateRecord } from '../../src/framework/validate';
import { makeRuc } from '../../src/framework/fields/document/rules';
import { DOCUMENTO_CHOICES, MONEDA_CHOICES } from '../../src/resources/common';
import usuarios from '../../src/resources/usuarios/schema';
import controlllaves from '../../src/resources/controlllaves/schema';

const schema: ModuleSchema = defineModule({
  name: 'prueba',
  key: 'id_prueba',
  label: { one: 'Prueba', many: 'Pruebas' },
  fields: {
    nombre: { type: 'text', label: 'Nombre', required: true, max: 20, min: 2 },
    notas: { type: 'longtext', label: 'Notas' },
    texto: { type: 'text', label: 'Texto' },
    cantidad: { type: 'integer', label: 'Cantidad', min: 1, max: 10 },
    area: { type: 'decimal', label: 'Área' },
    precio_min: { type: 'money', label: 'Precio mínimo', currencyField: 'moneda' },
    precio_max: { type: 'money', label: 'Precio máximo', currencyField: 'moneda' },
    moneda: { type: 'currency', label: 'Moneda', choices: MONEDA_CHOICES, required: true, default: 'PEN' },
    estado: {
      type: 'enum',
      label: 'Estado',
      choices: [
        { id: 'activo', name: 'Activo' },
        { id: 'cerrado', name: 'Cerrado' },
      ],
    },
    tipos: {
      type: 'multienum',
      label: 'Tipos',
      choices: [
        { id: 'casa', name: 'Casa' },
        { id: 'oficina', name: 'Oficina' },
      ],
    },
    exclusiva: { type: 'boolean', label: 'Exclusiva' },
    fecha: { type: 'date', label: 'Fecha' },
    hora: { type: 'time', label: 'Hora' },
    momento: { type: 'datetime', label: 'Momento' },
    documento_tipo: { type: 'doctype', label: 'Tipo de documento', choices: DOCUMENTO_CHOICES, default: 'DNI' },
    documento: { type: 'document', label: 'Documento', typeField: 'documento_tipo', max: 12 },
    distrito: { type: 'district', label: 'Distrito', ubigeoField: 'ubigeo' },
    ubigeo: { type: 'ubigeo', label: 'Ubigeo' },
    email: { type: 'email', label: 'Correo' },
    telefono: { type: 'phone', label: 'Teléfono' },
    web: { type: 'url', label: 'Web' },
    color: { type: 'color', label: 'Color' },
    foto: { type: 'image', label: 'Foto' },
    clave: { type: 'password', label: 'Clave', writeOnly: true },
    codigo: { type: 'text', label: 'Código', readOnly: true },
    origen: { type: 'text', label: 'Origen', createOnly: true },
  },
  list: { columns: ['nombre'], sort: { field: 'nombre', order: 'ASC' } },
  access: { Administrador: { read: true }, Agente: {} },
  representation: '%{nombre}',
  rules: (r) => {
    const out: RuleErrors = {};
    if (typeof r.precio_min === 'number' && typeof r.precio_max === 'number' && r.precio_min > r.precio_max)
      out.precio_max = 'app.validation.precio_rango';
    return out;
  },
});

const create = (input: unknown) => validateRecord(schema, input, 'create');
const update = (input: unknown, current?: Record<string, unknown>) => validateRecord(schema, input, 'update', current);
/** The error key for one field of a create with a valid name. */
const fieldError = (field: string, value: unknown) => create({ nombre: 'Ana', [field]: value }).errors[field]?.message;
const fieldValue = (field: string, value: unknown) => {
  const r = create({ nombre: 'Ana', [field]: value });
  expect(r.errors).toEqual({});
  return r.data[field];
};

describe('shape of the input', () => {
  it('refuses anything but a plain object', () => {
    for (const bad of [null, undefined, 'x', 3, [], [{ nombre: 'Ana' }]]) {
      const r = create(bad);
      expect(r.errors._?.message).toBe('app.validation.not_object');
      expect(r.data).toEqual({});
    }
  });

  it('reports unknown, server-only and create-only-on-update fields instead of dropping them', () => {
    const r = create({ nombre: 'Ana', color_favorito: 'azul', codigo: 'X-1', creado_por: 1 });
    expect(r.errors.color_favorito?.message).toBe('app.validation.unknown_field');
    expect(r.errors.codigo?.message).toBe('app.validation.unknown_field');
    expect(r.errors.creado_por?.message).toBe('app.validation.unknown_field');
    expect(create({ nombre: 'Ana', origen: 'web' }).errors).toEqual({});
    expect(update({ origen: 'web' }).errors.origen?.message).toBe('app.validation.unknown_field');
  });

  it("reports a '__proto__' key (JSON.parse makes it an own key) as unknown", () => {
    const r = create(JSON.parse('{"nombre":"Ana","__proto__":{"x":1}}'));
    expect(Object.keys(r.errors)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(r.errors, '__proto__')?.value).toEqual({ message: 'app.validation.unknown_field', args: undefined });
    expect(Object.getPrototypeOf(r.errors)).toBe(Object.prototype);
  });

  it('ignores the key and `id`', () => {
    const r = update({ id_prueba: 5, id: 5, nombre: 'Ana' });
    expect(r.errors).toEqual({});
    expect(r.data).toEqual({ nombre: 'Ana' });
  });
});

describe('required fields and defaults', () => {
  it('requires required fields on create, treating blank text as missing', () => {
    expect(create({}).errors.nombre?.message).toBe('ra.validation.required');
    expect(create({ nombre: '   ' }).errors.nombre?.message).toBe('ra.validation.required');
    expect(create({ nombre: null }).errors.nombre?.message).toBe('ra.validation.required');
  });

  it('fills defaults of absent fields, false for booleans, null for the rest', () => {
    const r = create({ nombre: 'Ana' });
    expect(r.errors).toEqual({});
    expect(r.data).toMatchObject({ nombre: 'Ana', moneda: 'PEN', documento_tipo: 'DNI', exclusiva: false, notas: null, cantidad: null, tipos: [] });
    expect(r.data).not.toHaveProperty('clave'); // an absent password is not stored as null
  });

  it('does not apply a default to a required field sent empty', () => {
    expect(create({ nombre: 'Ana', moneda: '' }).errors.moneda?.message).toBe('ra.validation.required');
  });

  it('on update checks and returns only the fields present', () => {
    const r = update({ cantidad: 3 });
    expect(r.errors).toEqual({});
    expect(r.data).toEqual({ cantidad: 3 });
    expect(update({ nombre: '' }).errors.nombre?.message).toBe('ra.validation.required');
    expect(update({ notas: '' }).data).toEqual({ notas: null });
  });

  it('a required password is not required on update', () => {
    expect(validateRecord(usuarios, {}, 'update').errors).toEqual({});
    expect(validateRecord(usuarios, { nombre: 'A', apellido: 'B', usuario: 'abc', email: 'a@b.pe' }, 'create').errors.password?.message).toBe(
      'ra.validation.required',
    );
  });
});

describe('types', () => {
  it('text: a string, trimmed, within max/min', () => {
    expect(fieldValue('texto', '  hola  ')).toBe('hola');
    expect(fieldError('texto', 12)).toBe('app.validation.type_text');
    expect(fieldError('texto', ['a'])).toBe('app.validation.type_text');
    expect(fieldError('texto', { a: 1 })).toBe('app.validation.type_text');
    expect(fieldError('texto', true)).toBe('app.validation.type_text');
    expect(fieldError('texto', 'x'.repeat(256))).toBe('ra.validation.maxLength'); // default 255
    expect(fieldValue('texto', 'x'.repeat(255))).toHaveLength(255);
    expect(create({ nombre: 'x'.repeat(21) }).errors.nombre).toEqual({ message: 'ra.validation.maxLength', args: { max: 20 } });
    expect(create({ nombre: 'x' }).errors.nombre).toEqual({ message: 'ra.validation.minLength', args: { min: 2 } });
    expect(fieldValue('notas', 'x'.repeat(20000))).toHaveLength(20000);
    expect(fieldError('notas', 'x'.repeat(20001))).toBe('ra.validation.maxLength');
  });

  it('integer, decimal and money: real numbers only, no numeric strings', () => {
    expect(fieldValue('cantidad', 5)).toBe(5);
    expect(fieldError('cantidad', '5')).toBe('app.validation.type_number');
    expect(fieldError('cantidad', 2.5)).toBe('app.validation.type_integer');
    expect(fieldError('cantidad', Number.NaN)).toBe('app.validation.type_number');
    expect(fieldError('cantidad', 0)).toBe('ra.validation.minValue');
    expect(fieldError('cantidad', 11)).toBe('ra.validation.maxValue');
    expect(fieldValue('area', 120.5)).toBe(120.5);
    expect(fieldError('area', Number.POSITIVE_INFINITY)).toBe('app.validation.type_number');
    expect(fieldError('area', 2 ** 60)).toBe('app.validation.type_number');
    expect(fieldValue('precio_min', 35000000)).toBe(35000000); // cents
    expect(fieldValue('precio_min', 0)).toBe(0);
    expect(fieldError('precio_min', -1)).toBe('ra.validation.minValue');
    expect(fieldError('precio_min', 10.5)).toBe('app.validation.type_integer');
  });

  it('boolean: true or false only', () => {
    expect(fieldValue('exclusiva', true)).toBe(true);
    expect(fieldValue('exclusiva', false)).toBe(false);
    for (const bad of ['true', 1, 0, 'si']) expect(fieldError('exclusiva', bad)).toBe('app.validation.type_boolean');
  });

  it('enum and currency: one of the choices, exactly', () => {
    expect(fieldValue('estado', 'activo')).toBe('activo');
    expect(fieldError('estado', 'Activo')).toBe('app.validation.choice');
    expect(fieldError('estado', 'toString')).toBe('app.validation.choice');
    expect(fieldValue('moneda', 'USD')).toBe('USD');
    expect(fieldError('moneda', 'EUR')).toBe('app.validation.choice');
    expect(fieldError('documento_tipo', 'LE')).toBe('app.validation.choice');
  });

  it('multienum: a list of choices, duplicates removed', () => {
    expect(fieldValue('tipos', ['casa', 'oficina', 'casa'])).toEqual(['casa', 'oficina']);
    expect(fieldValue('tipos', [])).toEqual([]);
    expect(fieldError('tipos', 'casa')).toBe('app.validation.type_list');
    expect(fieldError('tipos', [1])).toBe('app.validation.type_list');
    expect(fieldError('tipos', ['casa', 'castillo'])).toBe('app.validation.choice');
  });

  it('date, time and datetime', () => {
    expect(fieldValue('fecha', '2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2023-02-29', '2026-13-01', '2026-04-31', '15/03/2026', '2026-3-5', 20260315]) {
      expect(fieldError('fecha', bad), String(bad)).toBe('app.validation.date');
    }
    expect(fieldValue('hora', '09:30')).toBe('09:30');
    for (const bad of ['24:00', '9:30', '09:60', '09:30:00']) expect(fieldError('hora', bad), bad).toBe('app.validation.time');
    expect(fieldValue('momento', '2026-03-15T10:00:00-05:00')).toBe('2026-03-15T15:00:00.000Z');
    expect(fieldError('momento', 'mañana')).toBe('app.validation.datetime');
  });

  it('email, phone, url, color, ubigeo and files', () => {
    expect(fieldValue('email', ' Ana.Quispe@Correo.PE ')).toBe('ana.quispe@correo.pe');
    expect(fieldError('email', 'ana@')).toBe('ra.validation.email');
    expect(fieldValue('telefono', '987 654 321')).toBe('987 654 321');
    expect(fieldValue('telefono', '(01) 445-7812')).toBe('(01) 445-7812');
    expect(fieldError('telefono', '12345')).toBe('app.validation.phone');
    expect(fieldValue('web', 'https://urbania.pe/inmueble/1')).toBe('https://urbania.pe/inmueble/1');
    expect(fieldError('web', 'javascript:alert(1)')).toBe('app.validation.url');
    expect(fieldError('web', 'ftp://x.pe')).toBe('app.validation.url');
    expect(fieldValue('color', '#623AA2')).toBe('#623AA2');
    expect(fieldError('color', 'red')).toBe('app.validation.color');
    expect(fieldValue('ubigeo', '150122')).toBe('150122');
    expect(fieldError('ubigeo', '15012')).toBe('app.validation.ubigeo');
    expect(fieldValue('foto', 'fachada-01.jpg')).toBe('fachada-01.jpg');
    for (const bad of ['../etc/passwd', 'a/b.jpg', '.oculto', 'a..b.jpg', 'x'.repeat(200)])
      expect(fieldError('foto', bad), bad).toBe('app.validation.file');
  });

  it('password: at least 8, at most 128, not trimmed', () => {
    expect(fieldValue('clave', ' espacio ')).toBe(' espacio ');
    expect(fieldError('clave', 'corta')).toBe('ra.validation.minLength');
    expect(fieldError('clave', 'x'.repeat(129))).toBe('ra.validation.maxLength');
  });
});

describe('documents by type (typeField)', () => {
  const doc = (documento_tipo: string | undefined, documento: string) =>
    create({ nombre: 'Ana', ...(documento_tipo ? { documento_tipo } : {}), documento }).errors.documento?.message;

  it('DNI: 8 digits (the default type)', () => {
    expect(doc('DNI', '45872136')).toBeUndefined();
    expect(doc(undefined, '45872136')).toBeUndefined();
    expect(doc('DNI', '4587213')).toBe('app.validation.dni');
    expect(doc('DNI', '4587213A')).toBe('app.validation.dni');
    expect(doc(undefined, '123')).toBe('app.validation.dni');
  });

  it('RUC: 11 digits, known prefix, SUNAT check digit', () => {
    const ruc = makeRuc('20', '10004721');
    expect(ruc).toBe('20100047218');
    expect(doc('RUC', ruc)).toBeUndefined();
    expect(doc('RUC', makeRuc('10', '45872136'))).toBeUndefined();
    expect(doc('RUC', '20100047219')).toBe('app.validation.ruc'); // wrong check digit
    expect(doc('RUC', '30100047218')).toBe('app.validation.ruc'); // unknown prefix
    expect(doc('RUC', '45872136')).toBe('app.validation.ruc'); // a DNI is not a RUC
  });

  it('CE and PASAPORTE: alphanumerics of the right length', () => {
    expect(doc('CE', '001234567')).toBeUndefined();
    expect(doc('CE', '12345678')).toBe('app.validation.ce');
    expect(doc('PASAPORTE', 'AB123456')).toBeUndefined();
    expect(doc('PASAPORTE', 'A12')).toBe('app.validation.pasaporte');
  });

  it('on update, re-checks the number when the type changes, using the stored values', () => {
    const current = { nombre: 'Ana', documento_tipo: 'DNI', documento: '45872136' };
    expect(update({ documento_tipo: 'RUC' }, current).errors.documento?.message).toBe('app.validation.ruc');
    expect(update({ documento_tipo: 'RUC', documento: '20100047218' }, current).errors).toEqual({});
    expect(update({ documento: '999' }, current).errors.documento?.message).toBe('app.validation.dni');
    // Neither changes: the stored pair is not re-validated.
    expect(update({ nombre: 'Ana María' }, { ...current, documento: 'viejo' }).errors).toEqual({});
  });
});

describe('district → ubigeo', () => {
  it('fills the ubigeo of a known Lima or Callao district', () => {
    expect(create({ nombre: 'Ana', distrito: 'Miraflores' }).data.ubigeo).toBe('150122');
    expect(create({ nombre: 'Ana', distrito: 'San Isidro' }).data.ubigeo).toBe('150131');
    expect(update({ distrito: 'Miraflores' }).data).toEqual({ distrito: 'Miraflores', ubigeo: '150122' });
  });

  it('keeps an ubigeo sent by the client and leaves unknown districts alone', () => {
    expect(create({ nombre: 'Ana', distrito: 'Miraflores', ubigeo: '040101' }).data.ubigeo).toBe('040101');
    expect(create({ nombre: 'Ana', distrito: 'Yanahuara' }).data.ubigeo).toBeNull();
    expect(update({ distrito: 'Yanahuara' }).data).toEqual({ distrito: 'Yanahuara' });
    expect(fieldError('distrito', 'x'.repeat(101))).toBe('ra.validation.maxLength');
  });
});

describe('cross-field rules', () => {
  it('run on the merged record and report on the named field', () => {
    expect(create({ nombre: 'Ana', precio_min: 500, precio_max: 100 }).errors.precio_max?.message).toBe('app.validation.precio_rango');
    expect(create({ nombre: 'Ana', precio_min: 100, precio_max: 500 }).errors).toEqual({});
    expect(update({ precio_min: 900 }, { precio_min: 100, precio_max: 500 }).errors.precio_max?.message).toBe('app.validation.precio_rango');
    expect(update({ precio_min: 400 }, { precio_min: 100, precio_max: 500 }).errors).toEqual({});
  });

  it('do not run while fields have their own errors', () => {
    const r = create({ nombre: '', precio_min: 500, precio_max: 100 });
    expect(Object.keys(r.errors)).toEqual(['nombre']);
  });
});

describe('fields that apply only with some values of another (when)', () => {
  // The real loan module: an agent's, a broker's or an outside person's fields, by prestatario_tipo.
  const base = {
    id_llave: 7,
    fecha_salida: '2026-11-23T14:00:00.000Z',
    fecha_devolucion_prevista: '2026-11-23T23:00:00.000Z',
  };
  const externo = { prestatario_nombre: 'Pedro Ruiz', prestatario_documento_tipo: 'DNI', prestatario_documento: '45678912' };

  it('on create stores the other kinds empty, whatever the form kept of them, and checks only the chosen kind', () => {
    // A form switched from 'Otra persona' to 'Agente' still holds what was typed there, even an invalid document.
    const r = validateRecord(
      controlllaves,
      { ...base, prestatario_tipo: 'agente', id_agente: 3, id_corredor: 5, ...externo, prestatario_documento: '12' },
      'create',
    );
    expect(r.errors).toEqual({});
    expect(r.data).toMatchObject({
      id_agente: 3,
      id_corredor: null,
      prestatario_nombre: null,
      prestatario_documento_tipo: null,
      prestatario_documento: null,
    });
    // The default kind (agente) counts when none is sent: its own field stays required by the module's rule.
    expect(validateRecord(controlllaves, { ...base, ...externo }, 'create').errors.id_agente?.message).toBe('ra.validation.required');
    const ext = validateRecord(
      controlllaves,
      { ...base, prestatario_tipo: 'externo', id_agente: 3, ...externo, prestatario_documento: '12' },
      'create',
    );
    expect(ext.errors.prestatario_documento?.message).toBe('app.validation.dni');
    expect(validateRecord(controlllaves, { ...base, prestatario_tipo: 'externo', id_agente: 3, ...externo }, 'create').data).toMatchObject({
      id_agente: null,
      prestatario_nombre: 'Pedro Ruiz',
      prestatario_documento: '45678912',
    });
  });

  it('on update, a change of kind empties the fields of the old one; without a change the stored kind decides', () => {
    const stored = { ...base, prestatario_tipo: 'externo', id_agente: null, id_corredor: null, ...externo };
    const r = validateRecord(controlllaves, { prestatario_tipo: 'corredor', id_corredor: 5 }, 'update', stored);
    expect(r.errors).toEqual({});
    expect(r.data).toEqual({
      prestatario_tipo: 'corredor',
      id_corredor: 5,
      id_agente: null,
      prestatario_nombre: null,
      prestatario_documento_tipo: null,
      prestatario_documento: null,
    });
    // Same kind: only what was sent, and a field of another kind sent alone is stored empty.
    expect(validateRecord(controlllaves, { motivo: 'Tasación' }, 'update', stored).data).toEqual({ motivo: 'Tasación' });
    expect(validateRecord(controlllaves, { id_agente: 3 }, 'update', stored).data).toEqual({ id_agente: null });
    expect(validateRecord(controlllaves, { prestatario_documento: '12' }, 'update', stored).errors.prestatario_documento?.message).toBe(
      'app.validation.dni',
    );
  });

  it('fieldApplies reads the controlling value of a record', () => {
    const nombre = controlllaves.fields.prestatario_nombre;
    expect(fieldApplies(nombre, { prestatario_tipo: 'externo' })).toBe(true);
    expect(fieldApplies(nombre, { prestatario_tipo: 'agente' })).toBe(false);
    expect(fieldApplies(nombre, {})).toBe(false);
    expect(fieldApplies(controlllaves.fields.motivo, {})).toBe(true);
  });
});
