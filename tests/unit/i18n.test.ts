import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { raSpanish, type RaMessageCatalogue } from '../../src/i18n/raSpanish';

interface Leaf {
  path: string;
  value: string;
}

const isObject = (node: unknown): node is Record<string, unknown> => typeof node === 'object' && node !== null && !Array.isArray(node);

/** Every string leaf of a message tree, with its dotted key path. */
const collectLeaves = (node: unknown, prefix = ''): Leaf[] => {
  if (typeof node === 'string') {
    return [{ path: prefix, value: node }];
  }
  if (!isObject(node)) {
    throw new Error(`Unexpected value at "${prefix}": ${String(node)}`);
  }
  return Object.entries(node).flatMap(([key, child]) => collectLeaves(child, prefix === '' ? key : `${prefix}.${key}`));
};

/** Every key path of a tree, leaves and branches alike. */
const collectPaths = (node: unknown, prefix = ''): string[] =>
  isObject(node)
    ? Object.entries(node).flatMap(([key, child]) => {
        const path = prefix === '' ? key : `${prefix}.${key}`;
        return [path, ...collectPaths(child, path)];
      })
    : [];

const getAt = (root: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (isObject(node) && Object.hasOwn(node, key) ? node[key] : undefined), root);

const placeholders = (message: string): string[] => [...new Set(Array.from(message.matchAll(/%\{(\w+)\}/g), (match) => match[1]!))].sort();

const pluralForms = (message: string): string[] => message.split(' |||| ');

const omitKey = <T extends object, K extends keyof T>(source: T, key: K): Omit<T, K> => {
  const copy = { ...source };
  delete copy[key];
  return copy;
};

const englishLeaves = collectLeaves(englishMessages);

describe('raSpanish (es-PE) react-admin catalogue', () => {
  it('walks a non-trivial English catalogue', () => {
    // Guards against the walk silently finding nothing (e.g. a broken import).
    expect(englishLeaves.length).toBeGreaterThan(150);
    expect(englishLeaves.map((leaf) => leaf.path)).toContain('ra.action.save');
  });

  it('has every English key as a non-empty string', () => {
    const problems = englishLeaves.flatMap(({ path, value: english }) => {
      const spanish = getAt(raSpanish, path);
      if (typeof spanish !== 'string') {
        return [`${path}: missing or not a string`];
      }
      // ra.boolean.null is a single space in English on purpose; only demand
      // visible text where the English message has visible text.
      const empty = english.trim() === '' ? spanish === '' : spanish.trim() === '';
      return empty ? [`${path}: empty`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('has no keys that the English catalogue lacks', () => {
    const englishPaths = new Set(collectPaths(englishMessages));
    expect(collectPaths(raSpanish).filter((path) => !englishPaths.has(path))).toEqual([]);
  });

  it('keeps the same %{…} placeholders as English', () => {
    const mismatches = englishLeaves.flatMap(({ path, value: english }) => {
      const spanish = getAt(raSpanish, path);
      if (typeof spanish !== 'string') return [];
      const expected = placeholders(english);
      const actual = placeholders(spanish);
      return expected.join(',') === actual.join(',') ? [] : [`${path}: expected {${expected.join(', ')}}, got {${actual.join(', ')}}`];
    });
    expect(mismatches).toEqual([]);
  });

  it('keeps the same number of " |||| " plural forms as English, none of them empty', () => {
    const mismatches = englishLeaves.flatMap(({ path, value: english }) => {
      const spanish = getAt(raSpanish, path);
      if (typeof spanish !== 'string') return [];
      const problems: string[] = [];
      const expected = pluralForms(english).length;
      const actual = pluralForms(spanish).length;
      if (expected !== actual) {
        problems.push(`${path}: expected ${expected} plural form(s), got ${actual}`);
      }
      if (spanish.split('||||').length !== actual) {
        problems.push(`${path}: "||||" separator without surrounding spaces`);
      }
      if (actual > 1 && pluralForms(spanish).some((form) => form.trim() === '')) {
        problems.push(`${path}: empty plural form`);
      }
      return problems;
    });
    expect(mismatches).toEqual([]);
  });

  it('translates and pluralises through ra-i18n-polyglot with the es-PE locale', () => {
    const i18nProvider = polyglotI18nProvider(() => raSpanish, 'es-PE', [{ locale: 'es-PE', name: 'Español (Perú)' }]);
    expect(i18nProvider.translate('ra.action.save')).toBe('Guardar');
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 elemento seleccionado');
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 elementos seleccionados');
    expect(i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 })).toBe('1-10 de 42');
  });

  it('rejects a catalogue with a missing key at the type level', () => {
    const broken = { ra: { ...raSpanish.ra, action: omitKey(raSpanish.ra.action, 'save') } };
    // @ts-expect-error ra.action.save is missing, so this must not typecheck.
    const typed: RaMessageCatalogue = broken;
    expect(getAt(typed, 'ra.action.save')).toBeUndefined();
  });
});

describe('plural forms outside React (translate: letters, e-mails, server messages)', () => {
  it('takes the singular for 1 and the plural for any other count, as polyglot does for Spanish', async () => {
    const { translate } = await import('../../src/i18n/translate');
    expect(translate('app.common.conteo.banos', { smart_count: 1 })).toBe('1 baño');
    expect(translate('app.common.conteo.banos', { smart_count: 2 })).toBe('2 baños');
    expect(translate('app.common.conteo.cocheras', { smart_count: 0 })).toBe('0 cocheras');
    expect(translate('app.errors.wait_seconds', { smart_count: 1 })).toBe('1 segundo');
    expect(translate('app.reportes.dashboard.pendientes.quedan', { smart_count: 1, fecha: '04/12/2026' })).toBe(
      'Queda 1 día hábil (plazo: 04/12/2026)',
    );
  });
});
