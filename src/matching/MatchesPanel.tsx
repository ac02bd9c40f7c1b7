// The matches (cruces) of the record in context: <OfertanteMatches /> on an ofertante's detail lists the active
// demandantes it satisfies; <DemandanteMatches /> on a demandante's detail lists the available ofertantes. Ranked
// by the server (GET /ofertantes/cruces/{id}, /demandantes/cruces/{id}), best first, with the score and the
// Spanish reasons. `renderActions` adds per-row buttons (e.g. add to cart).
import type { MessageKey } from '../i18n/keys';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useLogoutIfAccessDenied, useRecordContext } from 'react-admin';
import { useT } from '../i18n/useT';
import { apiGet } from '../dataProvider/http';
import { imageUrl } from '../lib/images';
import { formatMoney } from '../lib/money';
import { TIPO_INMUEBLE_CHOICES } from '../resources/common';
import { operacionDemanda } from '../resources/demandantes/schema';

interface Scored {
  readonly score: number;
  readonly reasons: readonly string[];
}

export interface DemandanteMatch extends Scored {
  readonly id_demandante: number;
  readonly nombre: string;
  readonly apellido: string;
  readonly telefono?: string | null;
  readonly email?: string | null;
  readonly tipo_operacion: string;
  readonly tipos_inmueble?: readonly string[];
  readonly distritos?: readonly string[];
  readonly moneda: string;
  readonly precio_min?: number | null;
  readonly precio_max?: number | null;
  readonly financiamiento?: string | null;
  readonly id_agente?: number | null;
}

export interface OfertanteMatch extends Scored {
  readonly id_propiedad: number;
  readonly codigo: string;
  readonly descripcion: string;
  readonly tipo_operacion: string;
  readonly tipo_inmueble: string;
  readonly distrito: string;
  readonly precio: number;
  readonly moneda: string;
  readonly imagen?: string | null;
  readonly dormitorios?: number | null;
  readonly banos?: number | null;
  readonly area_construida?: number | null;
  readonly area_terreno?: number | null;
}

interface CrucesAnswer<T> {
  readonly data: T[];
  readonly total: number;
  readonly msg?: string;
  readonly tipoCambio?: number;
}

const tipoName = (id: string) => TIPO_INMUEBLE_CHOICES.find((c) => c.id === id)?.name ?? id;
const area = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 2 });

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

export function ScoreBar({ score }: { readonly score: number }) {
  const color = score >= 70 ? 'success' : score >= 40 ? 'warning' : 'inherit';
  return (
    <Box sx={{ minWidth: 64 }} title={`${score} / 100`}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {score}
      </Typography>
      <LinearProgress variant="determinate" value={Math.max(0, Math.min(100, score))} color={color} sx={{ height: 6, borderRadius: 3 }} />
    </Box>
  );
}

function Reasons({ reasons }: { readonly reasons: readonly string[] }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {reasons.map((r) => (
        <Chip key={r} label={r} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}

function Frame<T>({
  title,
  state,
  empty,
  children,
}: {
  readonly title: MessageKey;
  readonly state: ReturnType<typeof useCruces<T>>;
  readonly empty: MessageKey;
  readonly children: (data: readonly T[]) => ReactNode;
}) {
  const translate = useT();
  const { data, isPending, isError, refetch } = state;
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
          <TableContainer>{children(data.data)}</TableContainer>
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

const budget = (d: DemandanteMatch) => {
  const min = d.precio_min ? formatMoney(d.precio_min, d.moneda) : '';
  const max = d.precio_max ? formatMoney(d.precio_max, d.moneda) : '';
  if (min && max) return `${min} – ${max}`;
  if (max) return `hasta ${max}`;
  if (min) return `desde ${min}`;
  return 'Sin límite';
};

/** On an ofertante's detail: the active demandantes that match it. */
export function OfertanteMatches({ renderActions }: { readonly renderActions?: (row: DemandanteMatch) => ReactNode }) {
  const record = useRecordContext();
  const translate = useT();
  const state = useCruces<DemandanteMatch>('ofertantes', record?.id_propiedad ?? record?.id);
  if (!record) return null;
  return (
    <Frame title="app.cruce.title_demandantes" state={state} empty="app.cruce.empty_demandantes">
      {(rows) => (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.cruce.score')}</TableCell>
              <TableCell>{translate('app.cruce.demandante')}</TableCell>
              <TableCell>{translate('app.cruce.presupuesto')}</TableCell>
              <TableCell>{translate('app.cruce.reasons')}</TableCell>
              {renderActions ? <TableCell /> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((d) => (
              <TableRow key={d.id_demandante} hover>
                <TableCell sx={{ width: 80 }}>
                  <ScoreBar score={d.score} />
                </TableCell>
                <TableCell>
                  <Link component={RouterLink} to={`/demandantes/${d.id_demandante}/show`} sx={{ fontWeight: 600 }}>
                    {`${d.nombre} ${d.apellido}`}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {[operacionDemanda(d.tipo_operacion), (d.tipos_inmueble ?? []).map(tipoName).join(', '), (d.distritos ?? []).join(', ')]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[d.telefono, d.email].filter(Boolean).join(' · ')}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{budget(d)}</TableCell>
                <TableCell>
                  <Reasons reasons={d.reasons} />
                </TableCell>
                {renderActions ? <TableCell align="right">{renderActions(d)}</TableCell> : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Frame>
  );
}

const features = (o: OfertanteMatch) => {
  const m2 = o.tipo_inmueble === 'terreno' ? o.area_terreno : o.area_construida;
  return [o.dormitorios ? `${o.dormitorios} dorm.` : '', o.banos ? `${o.banos} baños` : '', m2 ? `${area.format(m2)} m²` : '']
    .filter(Boolean)
    .join(' · ');
};

/** On a demandante's detail: the available ofertantes that match the requirement. */
export function DemandanteMatches({ renderActions }: { readonly renderActions?: (row: OfertanteMatch) => ReactNode }) {
  const record = useRecordContext();
  const translate = useT();
  const state = useCruces<OfertanteMatch>('demandantes', record?.id_demandante ?? record?.id);
  if (!record) return null;
  return (
    <Frame title="app.cruce.title_ofertantes" state={state} empty="app.cruce.empty_ofertantes">
      {(rows) => (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.cruce.score')}</TableCell>
              <TableCell />
              <TableCell>{translate('app.cruce.inmueble')}</TableCell>
              <TableCell>{translate('app.cruce.precio')}</TableCell>
              <TableCell>{translate('app.cruce.caracteristicas')}</TableCell>
              <TableCell>{translate('app.cruce.reasons')}</TableCell>
              {renderActions ? <TableCell /> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((o) => (
              <TableRow key={o.id_propiedad} hover>
                <TableCell sx={{ width: 80 }}>
                  <ScoreBar score={o.score} />
                </TableCell>
                <TableCell sx={{ width: 96, p: 0.5 }}>
                  <Box
                    component="img"
                    src={imageUrl(o.imagen, o.id_propiedad, 'P')}
                    alt=""
                    loading="lazy"
                    sx={{ width: 88, height: 58, objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'action.hover' }}
                  />
                </TableCell>
                <TableCell>
                  <Link component={RouterLink} to={`/ofertantes/${o.id_propiedad}/show`} sx={{ fontWeight: 600 }}>
                    {o.codigo}
                  </Link>
                  <Typography variant="body2">{o.descripcion}</Typography>
                  <Typography variant="body2" color="text.secondary">{`${tipoName(o.tipo_inmueble)} · ${o.distrito}`}</Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(o.precio, o.moneda)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{features(o)}</TableCell>
                <TableCell>
                  <Reasons reasons={o.reasons} />
                </TableCell>
                {renderActions ? <TableCell align="right">{renderActions(o)}</TableCell> : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Frame>
  );
}
