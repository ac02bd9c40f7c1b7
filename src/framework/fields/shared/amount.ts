// Typed amounts (integer, decimal, money inputs): what a person types in es-PE and what the input shows to edit.

/**
 * A typed amount -> a number, or null for empty, or undefined when it is not a number es-PE writes.
 * es-PE writes a comma for thousands and a point for decimals: '1,250.50' and '1250.5' are 1250.5.
 * '1.250,50' (the European way) is refused rather than guessed: '1.250' alone would be read as 1.25.
 */
export function parseAmount(text: string): number | null | undefined {
  const s = text.replace(/\s/g, '');
  if (s === '') return null;
  const grouped = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;
  const plain = /^-?\d+(\.\d+)?$|^-?\.\d+$/;
  if (!grouped.test(s) && !plain.test(s)) return undefined;
  const n = Number(s.replace(/,/g, ''));
  return Number.isFinite(n) ? n : undefined;
}

/** A number as the input shows it to edit: no grouping, point for decimals ('1250.5'). */
export function amountToText(n: unknown): string {
  return typeof n === 'number' && Number.isFinite(n) ? String(n) : '';
}
