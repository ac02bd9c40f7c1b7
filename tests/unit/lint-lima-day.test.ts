// The lint rule that keeps the UTC day out of product code (eslint/lima-day.js, used by eslint.config.js).
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { limaDaySyntax } from '../../eslint/lima-day.js';

const linter = new Linter({ configType: 'flat' });
const errors = (code: string) => linter.verify(code, [{ rules: { 'no-restricted-syntax': ['error', ...limaDaySyntax] } }]).map((m) => m.message);

describe('the lima-day lint rule', () => {
  it('refuses the UTC day in its three forms, with a message pointing to limaTime.ts', () => {
    for (const code of [
      'const d = new Date().toISOString().slice(0, 10);',
      'const d = now.toISOString().substring(0, 10);',
      "const d = new Date(x).toISOString().split('T')[0];",
      'const m = new Date().toISOString().slice(0, 7);',
    ]) {
      const found = errors(code);
      expect(found, code).toHaveLength(1);
      expect(found[0]).toMatch(/src\/lib\/limaTime\.ts.*Lima/);
    }
  });

  it('leaves instants and other slices alone', () => {
    expect(errors('const at = new Date().toISOString(); const s = text.slice(0, 10); const r = ruc.slice(0, 10);')).toEqual([]);
  });
});
