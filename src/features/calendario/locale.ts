// FullCalendar in es-PE, whole: FullCalendar's 'es' locale (Monday first) with every text of the catalogue (buttons,
// their hints for screen readers, the agenda's 'Hora' and 'Cita' headers, 'Todo el día', 'más') and the titles written
// by the app's date helpers: 'noviembre de 2026', '23 al 29 de noviembre de 2026', 'lunes, 23 de noviembre de 2026'.
import type { CalendarOptions, LocaleInput } from '@fullcalendar/core';
import esLocale from '@fullcalendar/core/locales/es';
import type { T } from '../../i18n/useT';
import { formatDateLong, formatDateRange, formatMonthYear } from '../../lib/dates';

/** FullCalendar's placeholder for a button's text or a date in its hints. */
const SLOT = '$0';

export function calendarLocale(translate: T): LocaleInput {
  return {
    ...esLocale,
    buttonText: {
      ...esLocale.buttonText,
      today: translate('app.calendario.calendar.hoy'),
      month: translate('app.calendario.calendar.mes'),
      week: translate('app.calendario.calendar.semana'),
      day: translate('app.calendario.calendar.dia'),
      list: translate('app.calendario.calendar.agenda'),
    },
    buttonHints: {
      prev: translate('app.calendario.calendar.anterior', { vista: SLOT }),
      next: translate('app.calendario.calendar.siguiente', { vista: SLOT }),
      today: translate('app.calendario.calendar.ir_hoy'),
    },
    viewHint: (text: string) => translate('app.calendario.calendar.vista', { vista: text.toLocaleLowerCase('es-PE') }),
    weekText: translate('app.calendario.calendar.semana_corta'),
    weekTextLong: translate('app.calendario.calendar.semana'),
    allDayText: translate('app.calendario.calendar.todo_el_dia'),
    moreLinkText: translate('app.calendario.calendar.mas'),
    moreLinkHint: (n: number) => translate('app.calendario.calendar.mas_ayuda', { n }),
    noEventsText: translate('app.calendario.calendar.sin_citas'),
    navLinkHint: translate('app.calendario.calendar.ir_al', { fecha: SLOT }),
    closeHint: translate('app.calendario.calendar.cerrar'),
    timeHint: translate('app.calendario.calendar.hora'),
    eventHint: translate('app.calendario.calendar.cita'),
  };
}

/** A date as FullCalendar hands it to a title formatter (month 0–11). */
interface Marked {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The day a FullCalendar date stands for ('YYYY-MM-DD'; the calendar runs in UTC with Lima's wall clock). */
const isoOf = (d: Marked) => `${d.year}-${String(d.month + 1).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** Each view's title, from the date helpers (months in lower case, as es-PE writes them). */
type Title = (arg: { readonly start: Marked; readonly end?: Marked }) => string;
const span: Title = (arg) => formatDateRange(isoOf(arg.start), isoOf(arg.end ?? arg.start));
export const CALENDAR_VIEWS: CalendarOptions['views'] = {
  dayGridMonth: { titleFormat: ((arg) => formatMonthYear(isoOf(arg.start))) satisfies Title },
  timeGridWeek: { titleFormat: span },
  listWeek: { titleFormat: span },
  timeGridDay: { titleFormat: ((arg) => formatDateLong(isoOf(arg.start), true)) satisfies Title },
};
