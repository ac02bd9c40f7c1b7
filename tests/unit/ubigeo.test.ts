// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DISTRITOS, compareEs, distritoPorNombre, distritoPorUbigeo, distritosPorProvincia, isUbigeo, normalizeNombre } from '../../src/lib/ubigeo';

describe('DISTRITOS', () => {
  it('has 43 Lima + 7 Callao districts', () => {
    expect(DISTRITOS).toHaveLength(50);
    expect(DISTRITOS.filter((d) => d.provincia === 'Lima')).toHaveLength(43);
    expect(DISTRITOS.filter((d) => d.provincia === 'Callao')).toHaveLength(7);
    expect(distritosPorProvincia('Lima')).toHaveLength(43);
    expect(distritosPorProvincia('Callao')).toHaveLength(7);
  });

  it('has unique codes and unique (normalised) names', () => {
    expect(new Set(DISTRITOS.map((d) => d.ubigeo)).size).toBe(50);
    expect(new Set(DISTRITOS.map((d) => normalizeNombre(d.nombre))).size).toBe(50);
  });

  it('uses the 1501xx / 0701xx ranges consistently with provincia and departamento', () => {
    for (const d of DISTRITOS) {
      expect(isUbigeo(d.ubigeo)).toBe(true);
      expect(d.departamento).toBe(d.provincia);
      expect(d.ubigeo.slice(0, 4)).toBe(d.provincia === 'Lima' ? '1501' : '0701');
    }
    const lima = DISTRITOS.filter((d) => d.provincia === 'Lima')
      .map((d) => d.ubigeo)
      .sort();
    expect(lima).toEqual(Array.from({ length: 43 }, (_, i) => `1501${String(i + 1).padStart(2, '0')}`));
    const callao = DISTRITOS.filter((d) => d.provincia === 'Callao')
      .map((d) => d.ubigeo)
      .sort();
    expect(callao).toEqual(Array.from({ length: 7 }, (_, i) => `07010${i + 1}`));
  });

  it('is sorted by nombre with Spanish collation', () => {
    const names = DISTRITOS.map((d) => d.nombre);
    expect(names).toEqual([...names].sort(compareEs));
    expect(names[0]).toBe('Ancón');
    expect(names[names.length - 1]).toBe('Villa María del Triunfo');
  });

  it('is frozen', () => {
    expect(Object.isFrozen(DISTRITOS)).toBe(true);
    expect(Object.isFrozen(DISTRITOS[0])).toBe(true);
  });
});

describe('known INEI codes', () => {
  it.each([
    ['150101', 'Lima', 'Lima'],
    ['150113', 'Jesús María', 'Lima'],
    ['150120', 'Magdalena del Mar', 'Lima'],
    ['150121', 'Pueblo Libre', 'Lima'],
    ['150122', 'Miraflores', 'Lima'],
    ['150130', 'San Borja', 'Lima'],
    ['150131', 'San Isidro', 'Lima'],
    ['150132', 'San Juan de Lurigancho', 'Lima'],
    ['150140', 'Santiago de Surco', 'Lima'],
    ['150141', 'Surquillo', 'Lima'],
    ['150143', 'Villa María del Triunfo', 'Lima'],
    ['070101', 'Callao', 'Callao'],
    ['070102', 'Bellavista', 'Callao'],
    ['070103', 'Carmen de la Legua Reynoso', 'Callao'],
    ['070104', 'La Perla', 'Callao'],
    ['070105', 'La Punta', 'Callao'],
    ['070106', 'Ventanilla', 'Callao'],
    ['070107', 'Mi Perú', 'Callao'],
  ] as const)('%s is %s (%s)', (ubigeo, nombre, provincia) => {
    expect(distritoPorUbigeo(ubigeo)).toEqual({ ubigeo, nombre, provincia, departamento: provincia });
  });

  it('returns undefined for unknown codes', () => {
    expect(distritoPorUbigeo('150144')).toBeUndefined();
    expect(distritoPorUbigeo('070108')).toBeUndefined();
    expect(distritoPorUbigeo('150201')).toBeUndefined(); // Barranca province
    expect(distritoPorUbigeo('')).toBeUndefined();
  });
});

describe('distritoPorNombre', () => {
  it('is case- and accent-insensitive', () => {
    expect(distritoPorNombre('Miraflores')?.ubigeo).toBe('150122');
    expect(distritoPorNombre('MIRAFLORES')?.ubigeo).toBe('150122');
    expect(distritoPorNombre('jesus maria')?.ubigeo).toBe('150113');
    expect(distritoPorNombre('Jesús María')?.ubigeo).toBe('150113');
    expect(distritoPorNombre('RIMAC')?.ubigeo).toBe('150128');
    expect(distritoPorNombre('rímac')?.ubigeo).toBe('150128');
    expect(distritoPorNombre('Brena')?.ubigeo).toBe('150105');
    expect(distritoPorNombre('mi peru')?.ubigeo).toBe('070107');
    expect(distritoPorNombre('  san   martin de porres ')?.ubigeo).toBe('150135');
  });

  it('accepts decomposed (NFD) input', () => {
    expect(distritoPorNombre('Anco\u0301n')?.ubigeo).toBe('150102');
  });

  it('returns undefined for unknown names', () => {
    expect(distritoPorNombre('Arequipa')).toBeUndefined();
    expect(distritoPorNombre('')).toBeUndefined();
  });

  it('round-trips every district', () => {
    for (const d of DISTRITOS) {
      expect(distritoPorNombre(d.nombre)).toBe(d);
      expect(distritoPorUbigeo(d.ubigeo)).toBe(d);
    }
  });
});

describe('isUbigeo', () => {
  it('accepts exactly 6 digits', () => {
    expect(isUbigeo('150122')).toBe(true);
    expect(isUbigeo('070101')).toBe(true);
    expect(isUbigeo('999999')).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isUbigeo('15012')).toBe(false);
    expect(isUbigeo('1501220')).toBe(false);
    expect(isUbigeo('15012a')).toBe(false);
    expect(isUbigeo(' 150122')).toBe(false);
    expect(isUbigeo('')).toBe(false);
    expect(isUbigeo(150122)).toBe(false);
    expect(isUbigeo(null)).toBe(false);
    expect(isUbigeo(undefined)).toBe(false);
  });
});
