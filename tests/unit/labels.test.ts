// 'Nuevo ofertante', 'Nueva cita': the singular with the gender the schema declares, for every module.
import { describe, expect, it } from 'vitest';
import { newRecordLabel } from '../../src/framework/schema';
import { modules } from '../../src/resources/registry';
import { buildMenu } from '../../src/layout/menuModel';
import { raSpanish } from '../../src/i18n/raSpanish';

describe('new-record labels', () => {
  it('declares a gender for every module', () => {
    expect(modules.filter((m) => !m.label.gender).map((m) => m.name)).toEqual([]);
  });

  it('reads as Spanish', () => {
    const by = (name: string) => newRecordLabel(modules.find((m) => m.name === name)!);
    expect(by('ofertantes')).toBe('Nuevo ofertante');
    expect(by('citas')).toBe('Nueva cita');
    expect(by('etiquetas')).toBe('Nueva etiqueta');
    expect(by('glosario')).toBe('Nuevo término');
  });

  it('names the menu\u2019s + buttons with it', () => {
    const favoritos = buildMenu('Administrador', modules).find((a) => a.id === 'favoritos')!;
    expect(favoritos.links.find((l) => l.key === 'citas')?.createTitle).toBe('Nueva cita');
  });

  it('the 404 text ends in one period (react-admin adds it)', () => {
    expect(raSpanish.ra.message.not_found.endsWith('.')).toBe(false);
  });
});
