import { describe, expect, it } from 'vitest';
import { OFICINA_CHOICES, OFICINAS_REGISTRALES, oficinaRegistral, ZONAS_REGISTRALES, zonaDeOficina } from '../../src/lib/sunarp';

describe('SUNARP zonas and oficinas registrales', () => {
  it('has the 14 zonas, numbered I..XIV, each with a sede among its offices', () => {
    const roman = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV'];
    expect(ZONAS_REGISTRALES.map((z) => z.numero)).toEqual(roman);
    for (const z of ZONAS_REGISTRALES) {
      expect(z.oficinas.length).toBeGreaterThan(0);
      expect(z.oficinas.map((o) => o.name)).toContain(z.sede);
      expect(z.nombre).toBe(`Zona Registral N.° ${z.numero} – Sede ${z.sede}`);
    }
  });

  it('Zona IX – Sede Lima holds Lima, Callao, Huaral, Huacho, Cañete and Barranca', () => {
    const lima = ZONAS_REGISTRALES.find((z) => z.numero === 'IX');
    expect(lima?.oficinas.map((o) => o.name)).toEqual(['Lima', 'Callao', 'Huaral', 'Huacho', 'Cañete', 'Barranca']);
    expect(zonaDeOficina('callao')?.sede).toBe('Lima');
    expect(oficinaRegistral('canete')?.name).toBe('Cañete');
  });

  it('ids are unique plain ASCII, usable as stored enum values', () => {
    const ids = OFICINAS_REGISTRALES.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z_]+$/);
    expect(OFICINA_CHOICES).toHaveLength(ids.length);
    expect(OFICINA_CHOICES.find((c) => c.id === 'lima')?.name).toBe('Lima (Zona IX – Lima)');
  });
});
