import { addDays, limaToday } from '../../lib/limaTime';

/** Yesterday in Lima: an ad still 'activo' whose fecha_fin is on or before it is past its end. */
export function yesterdayIso(now: Date = new Date()): string {
  return addDays(limaToday(now), -1);
}
