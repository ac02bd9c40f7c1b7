import { todayIso } from '../lib/dates';

/** Yesterday in Lima: an ad still 'activo' whose fecha_fin is on or before it is past its end. */
export function yesterdayIso(now: Date = new Date()): string {
  return todayIso(new Date(now.getTime() - 86_400_000));
}
