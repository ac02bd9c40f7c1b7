// Money is stored as integer cents plus its own currency; shown with Intl es-PE: 'S/ 1,234.00', 'US$ 1,234.00'.
export type Moneda = 'PEN' | 'USD';

const SYMBOL: Record<Moneda, string> = { PEN: 'S/', USD: 'US$' };
const number = new Intl.NumberFormat('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'S/' or 'US$' (soles for anything else). */
export const currencySymbol = (moneda: unknown): string => SYMBOL[moneda === 'USD' ? 'USD' : 'PEN'];

export function formatMoney(cents: number | null | undefined, moneda: string | null | undefined = 'PEN'): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  const symbol = currencySymbol(moneda);
  const amount = number.format(Math.abs(cents) / 100);
  return `${cents < 0 ? '-' : ''}${symbol} ${amount}`;
}

export const centsToAmount = (cents: number | null | undefined): number | null => (cents === null || cents === undefined ? null : cents / 100);

export const amountToCents = (amount: number | string | null | undefined): number | null => {
  if (amount === null || amount === undefined || amount === '') return null;
  const n = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
};
