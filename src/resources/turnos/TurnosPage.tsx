// '/calendario/turnos/horario': the week grid of shifts, Monday to Sunday × agents. Administrators click a cell
// to assign, change or remove a shift and copy last week; agents read it with their own row highlighted.
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Today from '@mui/icons-material/Today';
import { Title, useDataProvider, useGetIdentity, useNotify, usePermissions, type RaRecord } from 'react-admin';
import { useT } from '../../i18n/useT';
import { ScreenReaderText } from '../../layout/ScreenReaderText';
import { apiErrorText } from '../../dataProvider/http';
import { formatDate, formatDateRange, formatWeekdayDay } from '../../lib/dates';
import { addDays, limaToday, mondayOf, weekDays } from '../../lib/limaTime';
import { TURNO_CHOICES } from './schema';
import { copiarSemana, listRange } from '../../features/calendario/api';
import { useAgentes } from '../../features/calendario/useAgentes';

const TURNO_COLORS: Readonly<Record<string, 'info' | 'warning' | 'success'>> = { manana: 'info', tarde: 'warning', completo: 'success' };
const turnoShort = (id: string) => TURNO_CHOICES.find((c) => c.id === id)?.name.replace(/ \(.*\)$/, '') ?? id;

interface Editing {
  readonly agente: RaRecord;
  readonly fecha: string;
  readonly turno?: RaRecord;
}

function ShiftDialog({ editing, onClose, onSaved }: { readonly editing: Editing; readonly onClose: () => void; readonly onSaved: () => void }) {
  const translate = useT();
  const notify = useNotify();
  const dp = useDataProvider();
  const [turno, setTurno] = useState(String(editing.turno?.turno ?? 'manana'));
  const [lugar, setLugar] = useState(String(editing.turno?.lugar ?? ''));
  const [notas, setNotas] = useState(String(editing.turno?.notas ?? ''));
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>, msg: string) => {
    setBusy(true);
    try {
      await call();
      notify(msg, { type: 'success' });
      onSaved();
    } catch (e) {
      notify(apiErrorText(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const data = { id_usuario: Number(editing.agente.id), fecha: editing.fecha, turno, lugar: lugar.trim() || null, notas: notas.trim() || null };
  const save = () =>
    run(
      () => (editing.turno ? dp.update('turnos', { id: editing.turno.id, data, previousData: editing.turno }) : dp.create('turnos', { data })),
      'app.calendario.turnos.guardado',
    );
  const remove = () => run(() => dp.delete('turnos', { id: editing.turno?.id ?? 0, previousData: editing.turno }), 'app.calendario.turnos.quitado');
  const nombre = `${String(editing.agente.nombre)} ${String(editing.agente.apellido)}`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>
        {translate('app.calendario.turnos.editar', {
          agente: nombre,
          fecha: formatWeekdayDay(editing.fecha, true),
        })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField select label={translate('resources.turnos.fields.turno')} value={turno} onChange={(e) => setTurno(e.target.value)} fullWidth>
            {TURNO_CHOICES.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('resources.turnos.fields.lugar')}
            value={lugar}
            onChange={(e) => setLugar(e.target.value)}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label={translate('resources.turnos.fields.notas')}
            value={notas}
            onChange={(e) => setNotas(e.target.value)}
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        {editing.turno ? (
          <Button color="error" onClick={() => void remove()} disabled={busy} sx={{ mr: 'auto' }}>
            {translate('app.calendario.turnos.quitar')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function TurnosPage() {
  const translate = useT();
  const notify = useNotify();
  const dp = useDataProvider();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string>();
  const isAdmin = permissions === 'Administrador';
  const me = identity?.id === undefined ? undefined : Number(identity.id);
  const [monday, setMonday] = useState(() => mondayOf(limaToday()));
  const agentes = useAgentes();
  const [turnos, setTurnos] = useState<RaRecord[]>([]);
  const [reload, setReload] = useState(0);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [confirmCopy, setConfirmCopy] = useState(false);
  const days = useMemo(() => weekDays(monday), [monday]);
  const today = limaToday();

  useEffect(() => {
    let live = true;
    listRange<RaRecord>(dp, 'turnos', monday, addDays(monday, 6)).then(
      (data) => live && setTurnos(data),
      (e: unknown) => notify(apiErrorText(e), { type: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [dp, notify, monday, reload]);

  // Rows: the active agents, plus anyone with a shift this week (an administrator, or someone now inactive).
  const rows = useMemo(() => {
    const withShift = new Set(turnos.map((t) => Number(t.id_usuario)));
    return agentes.filter((a) => (a.tipo === 'Agente' && a.estado === 'activo') || withShift.has(Number(a.id)));
  }, [agentes, turnos]);

  const cell = useCallback((agente: number, fecha: string) => turnos.find((t) => Number(t.id_usuario) === agente && t.fecha === fecha), [turnos]);

  const copy = async () => {
    setConfirmCopy(false);
    try {
      const { data, msg } = await copiarSemana(addDays(monday, -7));
      notify(msg, { type: data.copiados > 0 ? 'success' : 'info', multiLine: true });
      setReload((n) => n + 1);
    } catch (e) {
      notify(apiErrorText(e), { type: 'error' });
    }
  };

  return (
    // On phones the grid scrolls inside its card, not the whole page (the sidebar is hidden there).
    <Box sx={{ mt: 2, maxWidth: { xs: 'calc(100vw - 16px)', md: 'none' } }}>
      <Title title={translate('app.calendario.turnos.title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Tooltip title={translate('app.calendario.turnos.anterior')}>
            <IconButton onClick={() => setMonday((m) => addDays(m, -7))} aria-label={translate('app.calendario.turnos.anterior')}>
              <ChevronLeft />
            </IconButton>
          </Tooltip>
          <Button size="small" startIcon={<Today />} onClick={() => setMonday(mondayOf(limaToday()))}>
            {translate('app.calendario.turnos.hoy')}
          </Button>
          <Tooltip title={translate('app.calendario.turnos.siguiente')}>
            <IconButton onClick={() => setMonday((m) => addDays(m, 7))} aria-label={translate('app.calendario.turnos.siguiente')}>
              <ChevronRight />
            </IconButton>
          </Tooltip>
        </Stack>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }} data-testid="turnos-semana">
          {translate('app.calendario.turnos.semana', { rango: formatDateRange(monday, addDays(monday, 6)) })}
        </Typography>
        {isAdmin ? (
          <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => setConfirmCopy(true)}>
            {translate('app.calendario.turnos.copiar')}
          </Button>
        ) : null}
      </Stack>
      {isAdmin ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.calendario.turnos.solo_lectura')}
        </Alert>
      )}
      {/* No dark-theme overlay: the sticky agent column must match the rest of the card. */}
      <Card sx={{ backgroundImage: 'none' }}>
        <TableContainer>
          <Table size="small" sx={{ minWidth: 760, tableLayout: 'fixed' }} aria-label={translate('app.calendario.turnos.title')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 170, position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}>
                  {translate('app.calendario.turnos.agente')}
                </TableCell>
                {days.map((d) => (
                  <TableCell key={d} align="center" sx={d === today ? { color: 'primary.main', fontWeight: 700 } : undefined}>
                    {formatWeekdayDay(d)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={8}>{translate('app.calendario.turnos.sin_agentes')}</TableCell>
                </TableRow>
              ) : (
                rows.map((a) => {
                  const mine = me !== undefined && Number(a.id) === me;
                  return (
                    <TableRow
                      key={a.id}
                      data-testid={`turnos-fila-${String(a.id)}`}
                      sx={mine ? { bgcolor: (t) => alpha(t.palette.primary.main, 0.12) } : undefined}
                    >
                      <TableCell
                        sx={{
                          position: 'sticky',
                          left: 0,
                          bgcolor: 'background.paper',
                          zIndex: 1,
                          fontWeight: mine ? 700 : undefined,
                          backgroundImage: mine
                            ? (t) => `linear-gradient(${alpha(t.palette.primary.main, 0.12)}, ${alpha(t.palette.primary.main, 0.12)})`
                            : undefined,
                        }}
                      >
                        {`${String(a.nombre)} ${String(a.apellido)}`}
                        {mine ? <Chip size="small" color="primary" label={translate('app.calendario.turnos.tu_fila')} sx={{ ml: 1 }} /> : null}
                        {a.estado !== 'activo' ? (
                          <Chip size="small" color="error" variant="outlined" label={translate('app.calendario.turnos.inactivo')} sx={{ ml: 1 }} />
                        ) : null}
                      </TableCell>
                      {days.map((d) => {
                        const t = cell(Number(a.id), d);
                        const open = () => setEditing({ agente: a, fecha: d, turno: t });
                        return (
                          <TableCell
                            key={d}
                            align="center"
                            onClick={isAdmin ? open : undefined}
                            onKeyDown={isAdmin ? (e) => (e.key === 'Enter' || e.key === ' ') && open() : undefined}
                            tabIndex={isAdmin ? 0 : undefined}
                            role={isAdmin ? 'button' : undefined}
                            sx={{
                              cursor: isAdmin ? 'pointer' : 'default',
                              px: 0.5,
                              '&:hover': isAdmin ? { bgcolor: 'action.hover' } : undefined,
                              borderLeft: 1,
                              borderColor: 'divider',
                            }}
                          >
                            {/* The button's name is its visible text (the shift, or the '+' hidden from it) after whose and which day it is. */}
                            {isAdmin ? (
                              <ScreenReaderText>
                                {t
                                  ? `${translate('app.calendario.turnos.editar', { agente: `${String(a.nombre)} ${String(a.apellido)}`, fecha: formatDate(d) })}: `
                                  : `${translate('app.calendario.turnos.asignar')}: ${String(a.nombre)} ${String(a.apellido)} ${formatDate(d)}`}
                              </ScreenReaderText>
                            ) : null}
                            {t ? (
                              <Stack spacing={0.25} sx={{ alignItems: 'center' }}>
                                <Chip size="small" color={TURNO_COLORS[String(t.turno)] ?? 'default'} label={turnoShort(String(t.turno))} />
                                {t.lugar ? (
                                  <Typography variant="caption" sx={{ lineHeight: 1.2, color: 'text.secondary' }}>
                                    {String(t.lugar)}
                                  </Typography>
                                ) : null}
                              </Stack>
                            ) : isAdmin ? (
                              <Typography variant="caption" aria-hidden sx={{ color: 'text.disabled' }}>
                                +
                              </Typography>
                            ) : null}
                          </TableCell>
                        );
                      })}
                    </TableRow>
                  );
                })
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
      <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary' }}>
        {translate('app.calendario.turnos.leyenda')}
      </Typography>
      {editing ? (
        <ShiftDialog
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setReload((n) => n + 1);
          }}
        />
      ) : null}
      <Dialog open={confirmCopy} onClose={() => setConfirmCopy(false)}>
        <DialogTitle>{translate('app.calendario.turnos.copiar_confirm_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate('app.calendario.turnos.copiar_confirm', { rango: formatDateRange(addDays(monday, -7), addDays(monday, -1)) })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmCopy(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={() => void copy()}>
            {translate('app.calendario.turnos.copiar')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
