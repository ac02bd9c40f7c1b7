// Dates of the report calls: the query takes them as the app writes them (día-mes-año) or as ISO; letters print
// them in Spanish long form ('Lima, 23 de noviembre de 2026').
import { daysBetween, isIsoDay } from '../../../lib/limaTime';
import { ApiError, t } from '#server/http';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMY = /^(\d{2})[-/](\d{2})[-/](\d{4})$/;

/** 'AAAA-MM-DD' from '2026-11-23', '23-11-2026' or '23/11/2026'; null when it is not a real date. */
export function parseQueryDate(text: string): string | null {
  const s = text.trim();
  const m = ISO.exec(s);
  const d = m ? null : DMY.exec(s);
  const [y, mo, da] = m ? [m[1], m[2], m[3]] : d ? [d[3], d[2], d[1]] : [];
  if (!y || !mo || !da) return null;
  const iso = `${y}-${mo}-${da}`;
  return isIsoDay(iso) ? iso : null;
}

export interface Range {
  readonly desde: string;
  readonly hasta: string;
}

/** desde/hasta from the query (defaults when absent); 400 with Spanish per-field errors when bad. */
export function queryRange(q: Record<string, unknown>, defaults: Range, maxDays = 3660): Range {
  const errors: Record<string, string> = {};
  const read = (name: 'desde' | 'hasta') => {
    const raw = q[name];
    if (raw === undefined || raw === '') return defaults[name];
    const iso = typeof raw === 'string' ? parseQueryDate(raw) : null;
    if (!iso) errors[name] = t('app.reportes.errors.fecha');
    return iso ?? '';
  };
  const desde = read('desde');
  const hasta = read('hasta');
  if (!Object.keys(errors).length && hasta < desde) errors.hasta = t('app.reportes.errors.rango');
  if (!Object.keys(errors).length && daysBetween(desde, hasta) > maxDays) errors.hasta = t('app.reportes.errors.rango_largo', { dias: maxDays });
  const [first] = Object.values(errors);
  if (first !== undefined) throw new ApiError(400, first, errors);
  return { desde, hasta };
}
