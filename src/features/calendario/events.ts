// Pure helpers of the calendar page: citas <-> calendar events, colours, and Lima's clock.
// The calendar runs in 'UTC' mode with Lima wall-clock times: an event '2026-11-23T10:00:00' shows at 10:00 and a
// moved event's UTC fields are the new Lima date and time, whatever the browser's zone. `now` is Lima's.
import { limaNowLocal } from '../../lib/limaTime';
import type { RaRecordOf } from '../../framework/records';
import type citas from '../../resources/citas/schema';
import { TURNO_HORAS, type default as turnos } from '../../resources/turnos/schema';

export type Cita = RaRecordOf<typeof citas>;
export type Turno = RaRecordOf<typeof turnos>;

export const ESTADO_COLORS: Readonly<Record<string, string>> = {
  programada: '#1565C0',
  realizada: '#2E7D32',
  cancelada: '#9E9E9E',
  no_asistio: '#C62828',
};

const AGENT_PALETTE = ['#623AA2', '#00838F', '#EF6C00', '#AD1457', '#1565C0', '#2E7D32', '#6D4C41', '#5D4037', '#283593', '#00695C'];

export function agentColor(id: number | null | undefined): string {
  if (id === null || id === undefined) return '#757575';
  return AGENT_PALETTE[Math.abs(id) % AGENT_PALETTE.length] ?? '#757575';
}

export type ColorMode = 'estado' | 'agente';

export function citaColor(c: Pick<Cita, 'estado' | 'id_agente'>, mode: ColorMode): string {
  return mode === 'agente' ? agentColor(c.id_agente) : (ESTADO_COLORS[c.estado] ?? '#1565C0');
}

const hhmm = (h: string) => h.slice(0, 5);

/** The calendar's 'now': Lima's wall clock, as the UTC-mode calendar reads it. */
export function limaNowForCalendar(now: Date = new Date()): Date {
  return new Date(`${limaNowLocal(now)}Z`);
}

export function citaStart(c: Cita): string {
  return `${c.fecha}T${hhmm(c.hora_inicio)}:00`;
}

export function citaEnd(c: Cita): string {
  return `${c.fecha}T${hhmm(c.hora_fin)}:00`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date from the UTC-mode calendar -> Lima fecha and hora. */
export function toFechaHora(d: Date): { fecha: string; hora: string } {
  return {
    fecha: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    hora: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
  };
}

/**
 * The new fecha/hora_inicio/hora_fin of a moved or resized cita, or null when the result is not one day
 * (a cita ends the day it starts). Without an end (month view drops keep the length), the old length is kept.
 */
export function movedTimes(start: Date, end: Date | null, previous: Cita): { fecha: string; hora_inicio: string; hora_fin: string } | null {
  const s = toFechaHora(start);
  let finish: Date;
  if (end) finish = end;
  else {
    const minutes = (time: string) => {
      const [h = 0, m = 0] = hhmm(time).split(':').map(Number);
      return h * 60 + m;
    };
    finish = new Date(start.getTime() + (minutes(previous.hora_fin) - minutes(previous.hora_inicio)) * 60_000);
  }
  const e = toFechaHora(finish);
  if (e.fecha !== s.fecha && !(e.hora === '00:00' && finish.getTime() - start.getTime() <= 86_400_000)) return null;
  return { fecha: s.fecha, hora_inicio: s.hora, hora_fin: e.fecha === s.fecha ? e.hora : '23:59' };
}

/** A month-view click (whole day) gets the office's first hour; a time-grid selection keeps its range. */
export function slotToCita(start: Date, end: Date, allDay: boolean): { fecha: string; hora_inicio: string; hora_fin: string } {
  const s = toFechaHora(start);
  if (allDay) return { fecha: s.fecha, hora_inicio: '09:00', hora_fin: '10:00' };
  const e = toFechaHora(end);
  return { fecha: s.fecha, hora_inicio: s.hora, hora_fin: e.fecha === s.fecha ? e.hora : '23:59' };
}

export function turnoRange(t: Turno): { start: string; end: string } {
  const h = TURNO_HORAS[t.turno] ?? TURNO_HORAS.completo;
  return { start: `${t.fecha}T${h.inicio}:00`, end: `${t.fecha}T${h.fin}:00` };
}
