// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DOCUMENTO_TIPOS,
  isDocumentoTipo,
  isValidRuc,
  makeRuc,
  normalizeDocumentoNumero,
  rucCheckDigit,
  validateDocumento,
} from '../../src/framework/fields/document/rules';
import { isValidEmail } from '../../src/framework/fields/email';
import { isValidPhonePe, normalizePhone } from '../../src/framework/fields/phone';
import {
  isValidNumeroTitulo,
  isValidPartida,
  normalizeNumeroTitulo,
  normalizePartida,
  validateNumeroTitulo,
  validatePartida,
} from '../../src/lib/documents';
import { translate } from '../../src/i18n/translate';
import controlregistros from '../../src/resources/controlregistros/schema';

describe('DOCUMENTO_TIPOS', () => {
  it('lists the four types with Spanish names', () => {
    expect(DOCUMENTO_TIPOS).toEqual([
      { id: 'DNI', name: 'DNI' },
      { id: 'CE', name: 'Carné de extranjería' },
      { id: 'RUC', name: 'RUC' },
      { id: 'PASAPORTE', name: 'Pasaporte' },
    ]);
  });

  it('isDocumentoTipo', () => {
    expect(isDocumentoTipo('DNI')).toBe(true);
    expect(isDocumentoTipo('PASAPORTE')).toBe(true);
    expect(isDocumentoTipo('dni')).toBe(false);
    expect(isDocumentoTipo('LE')).toBe(false);
    expect(isDocumentoTipo(undefined)).toBe(false);
  });
});

describe('rucCheckDigit', () => {
  it('computes the SUNAT check digit', () => {
    // 2*5+0*4+1*3+0*2+0*7+0*6+4*5+7*4+2*3+1*2 = 69; 69 % 11 = 3; 11 - 3 = 8
    expect(rucCheckDigit('2010004721')).toBe(8);
    // SUNAT: 94 % 11 = 6; 11 - 6 = 5
    expect(rucCheckDigit('2013131295')).toBe(5);
  });

  it('maps 11 - 0 = 11 to 1 and 11 - 1 = 10 to 0', () => {
    expect(rucCheckDigit('2010001749')).toBe(1); // sum 88, remainder 0
    expect(rucCheckDigit('2010011361')).toBe(0); // sum 67, remainder 1
  });

  it('rejects input that is not 10 digits', () => {
    expect(() => rucCheckDigit('201000472')).toThrow(RangeError);
    expect(() => rucCheckDigit('20100047218')).toThrow(RangeError);
    expect(() => rucCheckDigit('20100a4721')).toThrow(RangeError);
  });
});

describe('RUC validation', () => {
  const valid = [
    '20131312955', // SUNAT
    '20100047218', // Banco de Crédito del Perú
    '20100053455', // Interbank
    '20100017491', // Telefónica del Perú (check digit 1)
    '20100113610', // Backus (check digit 0)
    '20100055237', // Alicorp
    '10460278975', // natural person (10 + DNI 46027897)
  ];

  it.each(valid)('%s is valid', (ruc) => {
    expect(isValidRuc(ruc)).toBe(true);
    expect(validateDocumento('RUC', ruc)).toBeNull();
  });

  it('accepts 15 and 17 prefixes when the check digit is right', () => {
    for (const prefix of ['15', '17']) {
      const first10 = `${prefix}12345678`;
      const ruc = `${first10}${rucCheckDigit(first10)}`;
      expect(validateDocumento('RUC', ruc)).toBeNull();
    }
  });

  it.each([
    '20100047217', // BCP with wrong check digit
    '20131312950', // SUNAT with wrong check digit
    '20100017490',
    '20100113611',
  ])('%s has an invalid check digit', (ruc) => {
    expect(validateDocumento('RUC', ruc)).toBe('app.validation.ruc');
  });

  it('rejects wrong prefixes even with a correct check digit', () => {
    for (const prefix of ['11', '16', '21', '30', '00']) {
      const first10 = `${prefix}10004721`;
      const ruc = `${first10}${rucCheckDigit(first10)}`;
      expect(validateDocumento('RUC', ruc)).toBe('app.validation.ruc');
    }
  });

  it('rejects wrong lengths and non-digits', () => {
    expect(validateDocumento('RUC', '2010004721')).toBe('app.validation.ruc');
    expect(validateDocumento('RUC', '201000472180')).toBe('app.validation.ruc');
    expect(validateDocumento('RUC', '2010004721A')).toBe('app.validation.ruc');
    expect(validateDocumento('RUC', '20-100047218')).toBe('app.validation.ruc');
    expect(validateDocumento('RUC', '')).toBe('app.validation.ruc');
  });

  it('makeRuc builds valid RUCs', () => {
    expect(makeRuc('20', '13131295')).toBe('20131312955');
    expect(makeRuc('20', '10004721')).toBe('20100047218');
    expect(makeRuc('10', '46027897')).toBe('10460278975');
    for (let i = 0; i < 500; i++) {
      const body = String(10000000 + i * 179_821).slice(-8);
      expect(validateDocumento('RUC', makeRuc('10', body))).toBeNull();
      expect(validateDocumento('RUC', makeRuc('20', body))).toBeNull();
    }
    expect(() => makeRuc('20', '1234567')).toThrow(RangeError);
    expect(() => makeRuc('20', '1234567a')).toThrow(RangeError);
  });
});

describe('validateDocumento', () => {
  it('DNI: exactly 8 digits', () => {
    expect(validateDocumento('DNI', '46027897')).toBeNull();
    expect(validateDocumento('DNI', '00000001')).toBeNull();
    expect(validateDocumento('DNI', ' 46027897 ')).toBeNull();
    expect(validateDocumento('DNI', '4602789')).toBe('app.validation.dni');
    expect(validateDocumento('DNI', '460278970')).toBe('app.validation.dni');
    expect(validateDocumento('DNI', '4602789A')).toBe('app.validation.dni');
    expect(validateDocumento('DNI', '4602 7897')).toBe('app.validation.dni');
    expect(validateDocumento('DNI', '')).toBe('app.validation.dni');
    // All zeros is no one's document, whatever the type.
    expect(validateDocumento('DNI', '00000000')).toBe('app.validation.documento_ceros');
    expect(validateDocumento('DNI', ' 00000000 ')).toBe('app.validation.documento_ceros');
    expect(validateDocumento('CE', '000000000')).toBe('app.validation.documento_ceros');
    expect(validateDocumento('PASAPORTE', '000000')).toBe('app.validation.documento_ceros');
    expect(validateDocumento('RUC', '00000000000')).toBe('app.validation.ruc');
  });

  it('CE: 9 to 12 letters/digits', () => {
    expect(validateDocumento('CE', '001234567')).toBeNull();
    expect(validateDocumento('CE', 'AB1234567890')).toBeNull();
    expect(validateDocumento('CE', 'ab1234567')).toBeNull();
    expect(validateDocumento('CE', '12345678')).toBe('app.validation.ce');
    expect(validateDocumento('CE', '1234567890123')).toBe('app.validation.ce');
    expect(validateDocumento('CE', '12345-6789')).toBe('app.validation.ce');
    expect(validateDocumento('CE', 'ÑA1234567')).toBe('app.validation.ce');
  });

  it('PASAPORTE: 6 to 12 letters/digits', () => {
    expect(validateDocumento('PASAPORTE', 'A12345')).toBeNull();
    expect(validateDocumento('PASAPORTE', 'XDB123456')).toBeNull();
    expect(validateDocumento('PASAPORTE', '123456789012')).toBeNull();
    expect(validateDocumento('PASAPORTE', 'A1234')).toBe('app.validation.pasaporte');
    expect(validateDocumento('PASAPORTE', '1234567890123')).toBe('app.validation.pasaporte');
    expect(validateDocumento('PASAPORTE', 'AB 12345')).toBe('app.validation.pasaporte');
  });

  it('unknown type', () => {
    expect(validateDocumento('LE', '12345678')).toBe('app.validation.documento_tipo');
    expect(validateDocumento('dni', '12345678')).toBe('app.validation.documento_tipo');
    expect(validateDocumento('', '12345678')).toBe('app.validation.documento_tipo');
  });

  it('normalizeDocumentoNumero trims and upper-cases', () => {
    expect(normalizeDocumentoNumero(' xdb123456 ')).toBe('XDB123456');
  });
});

describe('isValidEmail', () => {
  it.each(['ana@example.com', 'ana.perez+ventas@inmobiliaria.com.pe', 'A_B@sub.dominio.pe', ' ana@example.com '])('accepts %s', (email) =>
    expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    '',
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana@@example.com',
    'ana perez@example.com',
    'ana..perez@example.com',
    '.ana@example.com',
    'ana@-example.com',
    'ana@example.c',
    'ana@example.123',
    `${'a'.repeat(250)}@example.com`,
  ])('rejects %s', (email) => expect(isValidEmail(email)).toBe(false));
});

describe('phones', () => {
  it('normalizePhone strips separators and +51', () => {
    expect(normalizePhone('+51 987 654 321')).toBe('987654321');
    expect(normalizePhone('(+51) 987-654-321')).toBe('987654321');
    expect(normalizePhone('(01) 234-5678')).toBe('012345678');
    expect(normalizePhone('01 2345678')).toBe('012345678');
    expect(normalizePhone('+51 1 234 5678')).toBe('12345678');
  });

  it.each([
    '987654321',
    '987 654 321',
    '987-654-321',
    '+51 987 654 321',
    '+51987654321',
    '01 2345678',
    '(01) 234-5678',
    '012345678',
    '+51 1 2345678',
    '2345678',
    '234-5678',
    '(044) 123456',
  ])('accepts %s', (phone) => expect(isValidPhonePe(phone)).toBe(true));

  it.each([
    '',
    '12345', // too short
    '123456', // 6 digits
    '9876543210', // 10 digits
    '+51 9876543210',
    '887654321', // 9 digits not starting with 9 or 0
    '0234567', // 7 digits with a leading 0
    '+1 212 555 0100', // foreign
    '98765432a',
    '51987654321', // country code without +
  ])('rejects %s', (phone) => expect(isValidPhonePe(phone)).toBe(false));
});

describe('SUNARP partida electrónica', () => {
  it('accepts 8 digits, shorter historical numbers and the P + 8 digits of the former Registro Predial', () => {
    for (const v of ['11012345', '49087654', '02001234', '2001234', '12345', 'P03123456', 'p03123456', '11 012 345', '11.012.345']) {
      expect(isValidPartida(v), v).toBe(true);
      expect(validatePartida(v)).toBeNull();
    }
  });
  it('refuses letters, too few or too many digits, zeros and a RUC pasted in the box', () => {
    for (const v of ['', '1234', '123456789', '20100047218', 'P1234567', 'P123456789', 'A1234567', '00000000', 'P00000000', '1101234x']) {
      expect(isValidPartida(v), v).toBe(false);
      expect(validatePartida(v)).toBe('app.validation.partida');
    }
  });
  it('normalizePartida strips separators and upper-cases', () => {
    expect(normalizePartida(' p03-123.456 ')).toBe('P03123456');
  });
  it('the help under the input and the refusal both say what the rule takes (5 to 8 digits or P + 8), with valid examples', () => {
    const help = controlregistros.fields.partida_electronica.help ?? '';
    const refusal = translate('app.validation.partida');
    for (const text of [help, refusal]) {
      expect(text).toMatch(/5 a 8 dígitos/);
      expect(text).toMatch(/P y 8 dígitos/);
      const examples = text.match(/\bP?\d{5,}\b/g) ?? [];
      expect(examples.map((e) => e.startsWith('P'))).toEqual([false, true]);
      for (const e of examples) expect(isValidPartida(e), e).toBe(true);
    }
    expect(refusal).toContain(help);
  });
});

describe('SUNARP número de título', () => {
  const today = new Date('2026-03-10T12:00:00Z');
  it('accepts year + up to 8 digits, with -, / or a space', () => {
    for (const v of ['2026-01234567', '2025-1234', '2026/00012345', '2019 987654', '1995-1', '2027-00000001']) {
      expect(isValidNumeroTitulo(v, today), v).toBe(true);
      expect(validateNumeroTitulo(v, today)).toBeNull();
    }
  });
  it('refuses a missing year, years outside 1995..next year, more than 8 digits and zero', () => {
    for (const v of ['', '01234567', '1994-00001234', '2028-00001234', '2026-123456789', '2026-00000000', '26-01234567', '2026-12a4']) {
      expect(isValidNumeroTitulo(v, today), v).toBe(false);
      expect(validateNumeroTitulo(v, today)).toBe('app.validation.numero_titulo');
    }
  });
  it('takes next year from Lima’s calendar: at 21:00 on 31 December in Lima it is not yet next year', () => {
    const newYearsEveLima = new Date('2027-01-01T02:00:00Z');
    expect(isValidNumeroTitulo('2027-00001234', newYearsEveLima)).toBe(true);
    expect(isValidNumeroTitulo('2028-00001234', newYearsEveLima)).toBe(false);
  });
  it('normalizes to AAAA-NNNNNNNN', () => {
    expect(normalizeNumeroTitulo('2026-1234', today)).toBe('2026-00001234');
    expect(normalizeNumeroTitulo(' 2025 / 01234567 ', today)).toBe('2025-01234567');
    expect(normalizeNumeroTitulo('basura', today)).toBe('basura');
  });
});

describe('RUC: real examples', () => {
  it('valid: SUNAT 20131312955, BCP 20100047218; one digit off is refused', () => {
    expect(isValidRuc('20131312955')).toBe(true);
    expect(isValidRuc('20100047218')).toBe(true);
    expect(isValidRuc('20131312954')).toBe(false);
    expect(isValidRuc('20100047217')).toBe(false);
    // A natural person's RUC: 10 + DNI 46712369 + check digit 1 (sum 76, 76 mod 11 = 10, 11 - 10 = 1).
    expect(isValidRuc('10467123691')).toBe(true);
    expect(isValidRuc('10467123692')).toBe(false);
  });
});
