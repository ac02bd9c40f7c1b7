// The time slot of an overlap check (?fecha=AAAA-MM-DD&hora_inicio=HH:mm&hora_fin=HH:mm): every part checked, all
// the errors answered at once.
import type { MessageKey } from '../../src/i18n/keys';
import { ApiError, t } from '../http';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The slot's query parameters, as the OpenAPI document describes them. */
export const TIME_SLOT_PARAMS = {
  fecha: { type: 'string', format: 'date', description: 'AAAA-MM-DD' },
  hora_inicio: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:mm' },
  hora_fin: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:mm' },
} as const;

export interface TimeSlot {
  fecha: string;
  hora_inicio: string;
  hora_fin: string;
}

export type TimeSlotQuery = Partial<Record<keyof TimeSlot, string>>;

const matching = (value: string | undefined, pattern: RegExp) => (value && pattern.test(value) ? value : undefined);

/** The slot of the query, or a 400 naming each malformed part (the date with `dateMessage`). */
export function timeSlot(q: TimeSlotQuery, dateMessage: MessageKey): TimeSlot {
  const fecha = matching(q.fecha, DATE);
  const hora_inicio = matching(q.hora_inicio, TIME);
  const hora_fin = matching(q.hora_fin, TIME);
  if (fecha && hora_inicio && hora_fin) return { fecha, hora_inicio, hora_fin };
  const errors: Record<string, string> = {};
  if (!fecha) errors.fecha = t(dateMessage);
  if (!hora_inicio) errors.hora_inicio = t('app.validation.time');
  if (!hora_fin) errors.hora_fin = t('app.validation.time');
  throw new ApiError(400, t('app.errors.invalid_input'), errors);
}
