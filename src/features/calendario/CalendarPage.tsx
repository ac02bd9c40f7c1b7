// '/calendario/google/calendar': the citas in month, week, day and agenda views (FullCalendar, lazy-loaded).
// Lima time whatever the browser's zone (see events.ts). Click an empty slot: a new cita there. Drag or resize:
// saved through the normal update (the server validates as for the form), reverted with the server's message on
// failure, with 'Deshacer' in the notification and the overlap warning when the agent is busy then.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import FullCalendar from '@fullcalendar/react';
import type { DateSelectArg, DatesSetArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Title, useCloseNotification, useDataProvider, useGetIdentity, useNotify, usePermissions } from 'react-admin';
import { useT } from '../../i18n/useT';
import { apiGet, apiErrorText } from '../../dataProvider/http';
import { formatDate } from '../../lib/dates';
import citas from '../../resources/citas/schema';
import { TURNO_CHOICES } from '../../resources/turnos/schema';
import { listRange } from './api';
import {
  agentColor,
  citaColor,
  citaEnd,
  citaStart,
  limaNowForCalendar,
  movedTimes,
  slotToCita,
  toFechaHora,
  turnoRange,
  type Cita,
  type ColorMode,
  type Turno,
} from './events';
import { fieldOf } from '../../framework/schema';
import { contrast, readableText } from '../../theme/contrast';
import { useNamedToolbarIcons } from './useNamedToolbarIcons';
import { CALENDAR_VIEWS, calendarLocale } from './locale';
import { IcsFeedButton } from './IcsFeedCard';
import { useAgentes } from './useAgentes';

const choice = (field: 'tipo' | 'estado', id: unknown) => fieldOf(citas, field).choices.find((c) => c.id === id)?.name ?? String(id ?? '');

interface Range {
  readonly desde: string;
  readonly hasta: string;
}

function UndoNotice({ text, warning, onUndo }: { readonly text: string; readonly warning?: string; readonly onUndo: () => void }) {
  const translate = useT();
  const close = useCloseNotification();
  return (
    <Alert
      severity={warning ? 'warning' : 'success'}
      variant="filled"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            close();
            onUndo();
          }}
        >
          {translate('app.calendario.calendar.deshacer')}
        </Button>
      }
    >
      {text}
      {warning ? (
        <Box component="span" sx={{ display: 'block' }}>
          {warning}
        </Box>
      ) : null}
    </Alert>
  );
}

export function CalendarPage() {
  const translate = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const theme = useTheme();
  const calendarBox = useRef<HTMLDivElement>(null);
  useNamedToolbarIcons(calendarBox);
  const dp = useDataProvider();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string>();
  const isAdmin = permissions === 'Administrador';
  const me = identity?.id === undefined ? undefined : Number(identity.id);

  const [range, setRange] = useState<Range | null>(null);
  const [colorMode, setColorMode] = useState<ColorMode>('estado');
  const [agente, setAgente] = useState<number | ''>('');
  const [verTodos, setVerTodos] = useState(false);
  const [conTurnos, setConTurnos] = useState(false);
  const [rows, setRows] = useState<Cita[]>([]);
  const [turnos, setTurnos] = useState<Turno[]>([]);
  const agentes = useAgentes();
  const [reload, setReload] = useState(0);
  const nowRef = useRef(() => limaNowForCalendar());

  // Administrators choose an agent (all by default); agents see theirs unless they switch to everyone's.
  const agentFilter: number | undefined = isAdmin ? (agente === '' ? undefined : agente) : verTodos ? undefined : me;

  useEffect(() => {
    if (!range || permissions === undefined || (!isAdmin && me === undefined)) return;
    let live = true;
    const filter = agentFilter === undefined ? {} : { id_agente: agentFilter };
    listRange<Cita>(dp, 'citas', range.desde, range.hasta, filter).then(
      (data) => live && setRows(data),
      (e: unknown) => notify(apiErrorText(e), { type: 'error' }),
    );
    if (conTurnos) {
      const tf = agentFilter === undefined ? {} : { id_usuario: agentFilter };
      listRange<Turno>(dp, 'turnos', range.desde, range.hasta, tf).then(
        (data) => live && setTurnos(data),
        (e: unknown) => notify(apiErrorText(e), { type: 'error' }),
      );
    } else setTurnos([]);
    return () => {
      live = false;
    };
  }, [dp, notify, range, agentFilter, conTurnos, reload, isAdmin, me, permissions]);

  const agentName = useCallback(
    (id: unknown) => {
      const a = agentes.find((x) => Number(x.id) === Number(id));
      return a ? `${String(a.nombre)} ${String(a.apellido)}` : '';
    },
    [agentes],
  );

  const canEdit = useCallback((c: Cita) => isAdmin || (me !== undefined && c.id_agente === me), [isAdmin, me]);

  const events: EventInput[] = useMemo(() => {
    const list: EventInput[] = rows.map((c) => {
      const color = citaColor(c, colorMode);
      const who = agentFilter === undefined ? agentName(c.id_agente) : '';
      return {
        id: String(c.id),
        title: [choice('tipo', c.tipo), c.lugar, who].filter(Boolean).join(' · '),
        start: citaStart(c),
        end: citaEnd(c),
        backgroundColor: color,
        borderColor: color,
        textColor: readableText(color),
        editable: canEdit(c),
        classNames: c.estado === 'cancelada' ? ['cita-cancelada'] : [],
        extendedProps: { cita: c },
      };
    });
    for (const t of turnos) {
      const { start, end } = turnoRange(t);
      const turno = TURNO_CHOICES.find((x) => x.id === t.turno)?.name.replace(/ \(.*\)$/, '') ?? t.turno;
      list.push({
        id: `turno-${String(t.id)}`,
        start,
        end,
        display: 'background',
        backgroundColor: alpha(agentColor(t.id_usuario), 0.25),
        title: translate('app.calendario.calendar.turno_de', { turno, agente: agentName(t.id_usuario) }),
      });
    }
    return list;
  }, [rows, turnos, colorMode, agentFilter, agentName, canEdit, translate]);

  const onDatesSet = useCallback((arg: DatesSetArg) => {
    const desde = toFechaHora(arg.start).fecha;
    const hasta = toFechaHora(new Date(arg.end.getTime() - 1)).fecha;
    setRange((r) => (r && r.desde === desde && r.hasta === hasta ? r : { desde, hasta }));
  }, []);

  const onSelect = useCallback(
    (arg: DateSelectArg) => {
      const record = slotToCita(arg.start, arg.end, arg.allDay);
      navigate('/citas/create', { state: { record: agentFilter === undefined ? record : { ...record, id_agente: agentFilter } } });
    },
    [navigate, agentFilter],
  );

  const save = useCallback(
    async (cita: Cita, data: Pick<Cita, 'fecha' | 'hora_inicio' | 'hora_fin'>) => {
      await dp.update('citas', { id: cita.id, data, previousData: cita });
    },
    [dp],
  );

  /** The form's warnings at the new time: the agent's overlapping citas, the property's key out on loan. */
  const overlapWarning = useCallback(
    async (cita: Cita, data: Pick<Cita, 'fecha' | 'hora_inicio' | 'hora_fin'>): Promise<string | undefined> => {
      const when = { fecha: data.fecha, hora_inicio: data.hora_inicio, hora_fin: data.hora_fin };
      const warnings = await Promise.all([
        cita.id_agente
          ? apiGet<unknown[]>('/citas/solapamientos', { id_agente: cita.id_agente, ...when, excluir: cita.id }).then(
              (res) => (res.data.length ? translate('app.citas.overlap_title') : undefined),
              () => undefined,
            )
          : undefined,
        cita.id_propiedad
          ? apiGet<unknown[]>('/llaves/prestadas', { id_propiedad: cita.id_propiedad, ...when }).then(
              (res) => (res.data.length ? translate('app.documentos.citas.llave_prestada') : undefined),
              () => undefined,
            )
          : undefined,
      ]);
      const found = warnings.filter((w): w is string => Boolean(w));
      return found.length ? found.join(' · ') : undefined;
    },
    [translate],
  );

  const onMove = useCallback(
    async (arg: EventDropArg | EventResizeDoneArg) => {
      const cita = arg.event.extendedProps.cita as Cita;
      const data = arg.event.start ? movedTimes(arg.event.start, arg.event.end, cita) : null;
      if (!data) {
        arg.revert();
        notify('app.validation.hora_fin', { type: 'error' });
        return;
      }
      try {
        await save(cita, data);
      } catch (e) {
        arg.revert();
        notify(apiErrorText(e), { type: 'error' });
        return;
      }
      setRows((list) => list.map((c) => (c.id === cita.id ? { ...c, ...data } : c)));
      const undo = async () => {
        try {
          await save({ ...cita, ...data }, { fecha: cita.fecha, hora_inicio: cita.hora_inicio, hora_fin: cita.hora_fin });
          notify('app.calendario.calendar.deshecho', { type: 'info' });
        } catch (e) {
          notify(apiErrorText(e), { type: 'error' });
        }
        setReload((n) => n + 1);
      };
      const text = translate('app.calendario.calendar.movida', { fecha: formatDate(data.fecha), inicio: data.hora_inicio, fin: data.hora_fin });
      const warning = await overlapWarning(cita, data);
      notify(<UndoNotice text={text} warning={warning} onUndo={() => void undo()} />, {
        type: warning ? 'warning' : 'success',
        autoHideDuration: 8000,
      });
    },
    [save, notify, translate, overlapWarning],
  );

  const onEventClick = useCallback(
    (arg: EventClickArg) => {
      const cita = arg.event.extendedProps.cita as Cita | undefined;
      if (cita) navigate(`/citas/${String(cita.id)}/${canEdit(cita) ? '' : 'show'}`);
    },
    [navigate, canEdit],
  );

  const locales = useMemo(() => [calendarLocale(translate)], [translate]);
  const small = typeof window !== 'undefined' && window.innerWidth < 600;
  const p = theme.palette;
  // The pressed (and hovered) buttons keep the buttons' text colour: the primary's darker or lighter shade, whichever reads better with it.
  const pressed =
    contrast(p.primary.contrastText, p.primary.dark) >= contrast(p.primary.contrastText, p.primary.light) ? p.primary.dark : p.primary.light;

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('app.calendario.calendar.title')} />
      <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2">{translate('app.calendario.calendar.colorear')}</Typography>
          <ToggleButtonGroup size="small" exclusive value={colorMode} onChange={(_, v: ColorMode | null) => v && setColorMode(v)}>
            <ToggleButton value="estado">{translate('app.calendario.calendar.por_estado')}</ToggleButton>
            <ToggleButton value="agente">{translate('app.calendario.calendar.por_agente')}</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {isAdmin ? (
          <TextField
            select
            size="small"
            sx={{ width: 240 }}
            label={translate('app.calendario.calendar.agente')}
            value={agente}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            data-testid="calendar-agente"
            onChange={(e) => setAgente(e.target.value === '' ? '' : Number(e.target.value))}
          >
            <MenuItem value="">{translate('app.calendario.calendar.todos')}</MenuItem>
            {agentes
              .filter((a) => a.estado === 'activo')
              .map((a) => (
                <MenuItem key={a.id} value={Number(a.id)}>{`${String(a.nombre)} ${String(a.apellido)}`}</MenuItem>
              ))}
          </TextField>
        ) : (
          <FormControlLabel
            control={<Switch checked={verTodos} onChange={(e) => setVerTodos(e.target.checked)} />}
            label={translate('app.calendario.calendar.ver_todos')}
          />
        )}
        <FormControlLabel
          control={<Switch checked={conTurnos} onChange={(e) => setConTurnos(e.target.checked)} />}
          label={translate('app.calendario.calendar.mostrar_turnos')}
        />
        <IcsFeedButton />
        {colorMode === 'estado' ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
            {fieldOf(citas, 'estado').choices.map((c) => (
              <Stack key={c.id} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Box
                  sx={{
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    bgcolor: citaColor({ estado: c.id, id_agente: null }, 'estado'),
                  }}
                />
                <Typography variant="caption">{c.name}</Typography>
              </Stack>
            ))}
          </Stack>
        ) : null}
      </Box>
      <Card
        ref={calendarBox}
        sx={{
          p: { xs: 1, md: 2 },
          '--fc-border-color': p.divider,
          '--fc-page-bg-color': p.background.paper,
          '--fc-neutral-bg-color': p.action.hover,
          '--fc-list-event-hover-bg-color': p.action.hover,
          '--fc-today-bg-color': alpha(p.primary.main, 0.08),
          '--fc-button-text-color': p.primary.contrastText,
          '--fc-button-bg-color': p.primary.main,
          '--fc-button-border-color': p.primary.main,
          '--fc-button-hover-bg-color': pressed,
          '--fc-button-hover-border-color': pressed,
          '--fc-button-active-bg-color': pressed,
          '--fc-button-active-border-color': pressed,
          '--fc-now-indicator-color': p.error.main,
          '& .fc': { fontFamily: theme.typography.fontFamily, fontSize: '0.875rem' },
          '& .fc .fc-toolbar-title': { fontSize: { xs: '1rem', md: '1.35rem' } },
          '& .fc .fc-col-header-cell-cushion, & .fc .fc-daygrid-day-number, & .fc .fc-list-day-text, & .fc .fc-list-day-side-text': {
            color: p.text.primary,
            textDecoration: 'none',
          },
          '& .fc .fc-list-event:hover td': { bgcolor: p.action.hover },
          '& .fc .cita-cancelada .fc-event-title, & .fc .cita-cancelada .fc-list-event-title': { textDecoration: 'line-through' },
          '& .fc .fc-bg-event': { opacity: 1 },
          '& .fc .fc-button': { textTransform: 'capitalize' },
        }}
      >
        <FullCalendar
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          locales={locales}
          locale="es"
          views={CALENDAR_VIEWS}
          timeZone="UTC"
          now={nowRef.current}
          firstDay={1}
          initialView={small ? 'listWeek' : 'timeGridWeek'}
          headerToolbar={
            small
              ? { left: 'prev,next', center: 'title', right: 'today' }
              : { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' }
          }
          footerToolbar={small ? { center: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' } : undefined}
          slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          slotMinTime="07:00:00"
          slotMaxTime="22:00:00"
          scrollTime="08:00:00"
          allDaySlot={false}
          nowIndicator
          height="auto"
          dayMaxEvents={3}
          selectable
          selectMirror
          editable
          eventDurationEditable
          events={events}
          datesSet={onDatesSet}
          select={onSelect}
          eventDrop={(a) => void onMove(a)}
          eventResize={(a) => void onMove(a)}
          eventClick={onEventClick}
        />
      </Card>
    </Box>
  );
}
