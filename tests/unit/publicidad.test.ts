import { describe, expect, it } from 'vitest';
import { costPerLead } from '../../src/resources/controlmedios/server/hooks';
import { slugify } from '../../src/lib/slug';
import { isOverdueAd } from '../../src/resources/controlmedios/MediaFlags';
import { yesterdayIso } from '../../src/resources/controlmedios/dates';

describe('publicidad helpers', () => {
  it('folds accents and punctuation into a slug', () => {
    expect(slugify('Cómo comprar en Miraflores')).toBe('como-comprar-en-miraflores');
    expect(slugify('  ¡Año nuevo, casa nueva! Ñaña  ')).toBe('ano-nuevo-casa-nueva-nana');
    expect(slugify('¿?')).toBe('entrada');
    expect(slugify('a'.repeat(200)).length).toBe(160);
  });

  it('flags an active ad past its end date only', () => {
    expect(isOverdueAd({ estado: 'activo', fecha_fin: '2026-01-31' }, '2026-02-01')).toBe(true);
    expect(isOverdueAd({ estado: 'activo', fecha_fin: '2026-02-01' }, '2026-02-01')).toBe(false);
    expect(isOverdueAd({ estado: 'finalizado', fecha_fin: '2026-01-31' }, '2026-02-01')).toBe(false);
    expect(isOverdueAd({ estado: 'activo', fecha_fin: null }, '2026-02-01')).toBe(false);
    expect(yesterdayIso(new Date('2026-03-01T12:00:00-05:00'))).toBe('2026-02-28');
  });

  it('computes the cost per lead in cents, none without leads', () => {
    expect(costPerLead(30000, 7)).toBe(4286);
    expect(costPerLead(30000, 0)).toBeNull();
    expect(costPerLead(null, 3)).toBeNull();
  });
});

describe('reordering sales arguments', () => {
  it('moves one id to its new place, clamped to the list', async () => {
    const { moved } = await import('../../src/resources/argumentosventa/InlineArguments');
    expect(moved([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moved([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moved([1, 2, 3], 1, 9)).toEqual([1, 3, 2]);
  });
});
