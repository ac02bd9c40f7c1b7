import { describe, expect, it } from 'vitest';
import { costPerLead } from '../../server/publicidad/hooks';
import { slugify } from '../../src/lib/slug';
import { isOverdueAd } from '../../src/publicidad/MediaFlags';
import { yesterdayIso } from '../../src/publicidad/dates';

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
