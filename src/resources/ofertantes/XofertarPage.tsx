// 'Inmuebles por Ofertar': the generated ofertantes list narrowed to prospecto and por_ofertar, with the checklist
// as extra columns and 'Pasar a disponible' as the row action.
import { msg } from '../../i18n/keys';
import { Box, Checkbox, Chip, Tooltip, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Done from '@mui/icons-material/Done';
import RemoveIcon from '@mui/icons-material/Remove';
import { Button, useCanAccess, useNotify, useRecordContext, useRefresh, useUpdate, type RaRecord } from 'react-admin';
import { useT } from '../../i18n/useT';
import { SchemaList, schemaFilters, type ExtraColumn } from '../../framework/views/ResourceViews';
import { CHECKLIST, checklistDone, checklistPending, type ChecklistItem } from './estados';
import ofertantes from './schema';
import { apiErrorText } from '../../dataProvider/http';

const EN_PROCESO = ['prospecto', 'por_ofertar'];
const checked = (r: RaRecord | undefined, field: string) => r?.[field] === true;
const pendientes = (r: RaRecord | undefined) => checklistPending(r).length;

/** An item the record itself proves (main photo, exclusividad, partida): shown, not ticked; fixed in the property. */
function DerivedCell({ item }: { readonly item: ChecklistItem }) {
  const record = useRecordContext();
  if (!record) return null;
  const done = checklistDone(item, record);
  const text = `${item.label}: ${done ? 'sí' : (item.derivedHint ?? 'no')}`;
  return (
    <Tooltip title={text}>
      <Box component="span" role="img" aria-label={`${text} (${String(record.codigo)})`} sx={{ display: 'inline-flex', p: 1 }}>
        {done ? <Done fontSize="small" color="success" /> : <RemoveIcon fontSize="small" color="disabled" />}
      </Box>
    </Tooltip>
  );
}

function CheckCell({ field }: { readonly field: string }) {
  const record = useRecordContext();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource: 'ofertantes', action: 'edit', record });
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const toggle = () =>
    update(
      'ofertantes',
      { id: record.id, data: { [field]: !checked(record, field) }, previousData: record },
      { mutationMode: 'pessimistic', onError: (e) => notify(apiErrorText(e), { type: 'error' }) },
    );
  return (
    <Checkbox
      size="small"
      checked={checked(record, field)}
      disabled={!canAccess || isPending}
      onClick={(e) => e.stopPropagation()}
      onChange={toggle}
      slotProps={{ input: { 'aria-label': `${CHECKLIST.find((c) => c.field === field)?.label ?? field} ${String(record.codigo)}` } }}
    />
  );
}

function PasarButton() {
  const record = useRecordContext();
  const translate = useT();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess, isPending: checking } = useCanAccess({ resource: 'ofertantes', action: 'edit', record });
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const faltan = pendientes(record);
  if (faltan > 0) return <Chip size="small" variant="outlined" label={translate('app.xofertar.pendiente', { n: faltan })} />;
  // Shown once the permission is known: greyed out while it is checked, the button would then turn blue under the
  // user's eyes (and mid-way show white text on grey). Meanwhile it keeps its room, so the columns do not move, and
  // it is not marked disabled either: the grey would then fade to blue (MUI transitions the background) after the
  // check, the same white-on-grey frames seen from the other side.
  // Without returnPromise, react-admin's update() settles at once and never rejects: the outcome arrives through
  // onSuccess/onError, which report it.
  const pasar = () =>
    void update(
      'ofertantes',
      { id: record.id, data: { estado: 'disponible' }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.xofertar.pasado', { type: 'success' });
          refresh();
        },
        onError: (e) => notify(apiErrorText(e), { type: 'error' }),
      },
    );
  return (
    <Button
      label={msg('app.xofertar.pasar')}
      variant="contained"
      disabled={(!checking && !canAccess) || isPending}
      sx={checking ? { visibility: 'hidden' } : undefined}
      onClick={(e) => {
        e.stopPropagation();
        pasar();
      }}
    >
      <CheckCircle />
    </Button>
  );
}

const filters = schemaFilters(ofertantes).filter((f) => f.key !== 'estado');

/** The checklist: a tick per item kept by hand, a mark per item the record proves. */
const checklistColumns: ExtraColumn[] = CHECKLIST.map((c) => ({
  id: c.field,
  label: (
    <Tooltip title={c.label}>
      <span>{c.short}</span>
    </Tooltip>
  ),
  render: c.derivedHint ? <DerivedCell item={c} /> : <CheckCell field={c.field} />,
}));

export function XofertarPage() {
  const translate = useT();
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('app.xofertar.subtitle')}
      </Typography>
      <SchemaList
        schema={ofertantes}
        columns={['codigo', 'descripcion', 'distrito', 'precio', 'estado']}
        bulk={false}
        compose={{ extraColumns: checklistColumns, rowActions: <PasarButton /> }}
        list={{
          resource: 'ofertantes',
          title: translate('app.xofertar.title'),
          filter: { estado: EN_PROCESO },
          filters,
          sort: { field: 'fecha_captacion', order: 'DESC' },
          disableSyncWithLocation: true,
          exporter: false,
          empty: <Typography sx={{ p: 3 }}>{translate('app.xofertar.vacio')}</Typography>,
        }}
      />
    </Box>
  );
}
