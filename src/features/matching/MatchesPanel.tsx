// The matches (cruces) of the record in context: <OfertanteMatches /> on an ofertante's detail lists the active
// demandantes it satisfies; <DemandanteMatches /> on a demandante's detail lists the available ofertantes. Ranked
// by the server (GET /ofertantes/cruces/{id}, /demandantes/cruces/{id}), best first, in the modules' generated
// table: the score and the Spanish reasons as extra columns, `rowActions` (e.g. add to cart) on each row, and the
// sharing by WhatsApp of the property with the demandante (MatchShare).
import type { MessageKey } from '../../i18n/keys';
import { msg } from '../../i18n/keys';
import type { ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useLogoutIfAccessDenied, useRecordContext } from 'react-admin';
import { useT } from '../../i18n/useT';
import { apiGet } from '../../dataProvider/http';
import type { ModuleSchema } from '../../framework/schema';
import type { ExtraColumn, ListComposition } from '../../framework/views/ResourceViews';
import { SchemaRows } from '../../framework/views/SchemaRows';
import demandantes from '../../resources/demandantes/schema';
import ofertantes from '../../resources/ofertantes/schema';
import { Thumbnail } from '../../resources/ofertantes/Thumbnail';
import { shareableOfertante } from '../../resources/ofertantes/share';
import { ShareMatchedProperty, ShareTickedProperties, ShareWithMatchedDemandante } from './MatchShare';
import { BudgetCell, DemandanteCell, FeaturesCell, InmuebleCell, ReasonsCell, ScoreCell } from './matchCells';

export type { DemandanteMatch, OfertanteMatch } from './types';

interface CrucesAnswer<T> {
  readonly data: T[];
  readonly total: number;
  readonly msg?: string;
  readonly tipoCambio?: number;
}

function useCruces<T>(path: 'ofertantes' | 'demandantes', id: unknown) {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useQuery({
    queryKey: ['cruces', path, id],
    enabled: id !== undefined && id !== null,
    queryFn: async (): Promise<CrucesAnswer<T>> => {
      try {
        const res = await apiGet<T[]>(`/${path}/cruces/${encodeURIComponent(String(id))}`);
        const rate = typeof res.tipo_cambio === 'number' ? res.tipo_cambio : undefined;
        return { data: res.data, total: res.total ?? res.data.length, msg: res.msg, tipoCambio: rate };
      } catch (e) {
        await logoutIfAccessDenied(e);
        throw e;
      }
    },
  });
}

const score: ExtraColumn = { id: 'score', label: msg('app.cruce.score'), render: <ScoreCell />, before: true, sx: { width: 80 } };
const reasons: ExtraColumn = { id: 'reasons', label: msg('app.cruce.reasons'), render: <ReasonsCell /> };

function Panel({
  path,
  schema,
  title,
  empty,
  columns,
  compose,
  bulkActions,
}: {
  readonly path: 'ofertantes' | 'demandantes';
  /** The module of the rows (the other side of the match). */
  readonly schema: ModuleSchema;
  readonly title: MessageKey;
  readonly empty: MessageKey;
  readonly columns: readonly string[];
  readonly compose: ListComposition;
  /** Buttons for the ticked rows (the rows get checkboxes). */
  readonly bulkActions?: ReactElement;
}) {
  const record = useRecordContext();
  const translate = useT();
  const { data, isPending, isError, refetch } = useCruces<Readonly<Record<string, unknown>>>(
    path,
    record?.[path === 'ofertantes' ? 'id_propiedad' : 'id_demandante'] ?? record?.id,
  );
  if (!record) return null;
  return (
    <Box sx={{ my: 1 }} data-testid="matches-panel">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="h6" component="h3">
          {translate(title)}
        </Typography>
        {data && data.total > 0 ? <Chip size="small" color="primary" label={translate('app.cruce.total', { total: data.total })} /> : null}
      </Stack>
      {data?.tipoCambio && data.data.length > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.cruce.rules', { rate: data.tipoCambio.toFixed(2) })}
        </Typography>
      ) : null}
      {isPending ? <LinearProgress /> : null}
      {isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {translate('app.cruce.retry')}
            </Button>
          }
        >
          {translate('app.cruce.load_error')}
        </Alert>
      ) : null}
      {data && data.data.length === 0 ? <Alert severity="info">{data.msg ?? translate(empty)}</Alert> : null}
      {data && data.data.length > 0 ? (
        <>
          {/* A wide table scrolls in its own wrapper: a scrolling box here would clip the ticked rows' toolbar,
              which rises above the table. */}
          <Box sx={{ minWidth: 0, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}>
            <SchemaRows schema={schema} rows={data.data} columns={columns} compose={compose} bulkActions={bulkActions} />
          </Box>
          {data.total > data.data.length ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('app.cruce.showing', { count: data.data.length, total: data.total })}
            </Typography>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}

/** On an ofertante's detail: the active demandantes that match it; each can get the property by WhatsApp. */
export function OfertanteMatches({ rowActions }: { readonly rowActions?: ReactElement }) {
  const record = useRecordContext();
  if (!record) return null;
  const property = shareableOfertante(record);
  return (
    <Panel
      path="ofertantes"
      schema={demandantes}
      title="app.cruce.title_demandantes"
      empty="app.cruce.empty_demandantes"
      columns={['nombre', 'precio_max']}
      compose={{
        cells: {
          nombre: { render: <DemandanteCell />, label: msg('app.cruce.demandante'), sx: { minWidth: 220 } },
          precio_max: { render: <BudgetCell />, label: msg('app.cruce.presupuesto'), sx: { whiteSpace: 'nowrap' } },
        },
        extraColumns: [score, reasons],
        rowActions: (
          <>
            <ShareWithMatchedDemandante property={property} />
            {rowActions}
          </>
        ),
      }}
    />
  );
}

/**
 * On a demandante's detail: the available ofertantes that match the requirement; each, or the ticked ones as one
 * message, can go to the demandante by WhatsApp.
 */
export function DemandanteMatches({ rowActions }: { readonly rowActions?: ReactElement }) {
  const client = useRecordContext();
  if (!client) return null;
  return (
    <Panel
      path="demandantes"
      schema={ofertantes}
      title="app.cruce.title_ofertantes"
      empty="app.cruce.empty_ofertantes"
      columns={['codigo', 'precio']}
      compose={{
        cells: { codigo: { render: <InmuebleCell />, label: msg('app.cruce.inmueble'), sx: { minWidth: 240 } } },
        extraColumns: [
          score,
          { id: 'imagen', label: '', render: <Thumbnail />, before: true, sx: { width: 96, p: 0.5 } },
          { id: 'caracteristicas', label: msg('app.cruce.caracteristicas'), render: <FeaturesCell />, sx: { whiteSpace: 'nowrap' } },
          reasons,
        ],
        rowActions: (
          <>
            <ShareMatchedProperty client={client} />
            {rowActions}
          </>
        ),
      }}
      bulkActions={<ShareTickedProperties client={client} />}
    />
  );
}
