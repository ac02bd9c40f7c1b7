// 'Nuevo ofertante', 'Nueva cita': the singular with the gender the schema declares, for every module.
// A record's representation (titles, references, the phone lists) reads like the rest of the app.
import { describe, expect, it } from 'vitest';
import { newRecordLabel, representRecord } from '../../src/framework/schema';
import { modules } from '../../src/resources/registry';
import { buildMenu } from '../../src/layout/menuModel';
import { raSpanish } from '../../src/i18n/raSpanish';
import { translate } from '../../src/i18n/translate';
import { darkTheme, lightTheme } from '../../src/theme';

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

describe('record representation', () => {
  const by = (name: string) => modules.find((m) => m.name === name)!;
  it('shows each field as a person reads it: choice names, dd/mm/yyyy dates, Lima times', () => {
    expect(representRecord(by('actividadsistema'), { accion: 'create', fecha: '2026-11-23T15:28:28.356Z' })).toBe('Creación 23/11/2026 10:28:28');
    expect(representRecord(by('controlcontratos'), { tipo: 'exclusividad', fecha_inicio: '2026-03-15' })).toBe('Exclusividad · 15/03/2026');
    expect(representRecord(by('usuarios'), { nombre: 'Ana', apellido: null })).toBe('Ana');
  });

  it('names the pager in Spanish in both themes (MUI writes "pagination navigation")', () => {
    for (const theme of [lightTheme, darkTheme]) {
      expect(theme.components?.MuiPagination?.defaultProps?.['aria-label']).toBe(translate('app.framework.paginacion'));
    }
    expect(translate('app.framework.paginacion')).toBe('Paginación');
  });
});
