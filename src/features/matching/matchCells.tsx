// The cells of the match lists: the score bar, the reasons, and the record summaries (link, what it is, where,
// how to reach it). Each reads the match row in context (a demandante or an ofertante with `score` and `reasons`).
import { Box, Chip, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordContext } from 'react-admin';
import { translate } from '../../i18n/translate';
import { formatMoney } from '../../lib/money';
import { TIPO_INMUEBLE_CHOICES } from '../../resources/common';
import { operacionDemanda } from '../../resources/demandantes/schema';
import type { DemandanteMatch, OfertanteMatch } from './types';

const tipoName = (id: string) => TIPO_INMUEBLE_CHOICES.find((c) => c.id === id)?.name ?? id;
const area = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 2 });

// The rows come from the cruces answer typed by ./types.
const useMatch = <T,>() => useRecordContext<T & { readonly id: number }>();

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

export function ScoreCell() {
  const row = useMatch<DemandanteMatch | OfertanteMatch>();
  return row ? <ScoreBar score={row.score} /> : null;
}

export function ReasonsCell() {
  const row = useMatch<DemandanteMatch | OfertanteMatch>();
  if (!row) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {row.reasons.map((r) => (
        <Chip key={r} label={r} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}

/** The demandante: name (to its detail), what it looks for and where, its phone and e-mail. */
export function DemandanteCell() {
  const d = useMatch<DemandanteMatch>();
  if (!d) return null;
  return (
    <>
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
    </>
  );
}

/** The demandante's budget in its currency: both bounds, one of them, or none. */
export function BudgetCell() {
  const d = useMatch<DemandanteMatch>();
  if (!d) return null;
  const min = d.precio_min ? formatMoney(d.precio_min, d.moneda) : '';
  const max = d.precio_max ? formatMoney(d.precio_max, d.moneda) : '';
  if (min && max) return <>{`${min} – ${max}`}</>;
  if (max) return <>{`hasta ${max}`}</>;
  if (min) return <>{`desde ${min}`}</>;
  return <>Sin límite</>;
}

/** The property: code (to its detail), description, type and district. */
export function InmuebleCell() {
  const o = useMatch<OfertanteMatch>();
  if (!o) return null;
  return (
    <>
      <Link component={RouterLink} to={`/ofertantes/${o.id_propiedad}/show`} sx={{ fontWeight: 600 }}>
        {o.codigo}
      </Link>
      <Typography variant="body2">{o.descripcion}</Typography>
      <Typography variant="body2" color="text.secondary">{`${tipoName(o.tipo_inmueble)} · ${o.distrito}`}</Typography>
    </>
  );
}

/** Bedrooms, bathrooms and the area that matters for its type (land: the plot). */
export function FeaturesCell() {
  const o = useMatch<OfertanteMatch>();
  if (!o) return null;
  const m2 = o.tipo_inmueble === 'terreno' ? o.area_terreno : o.area_construida;
  return (
    <>
      {[
        o.dormitorios ? translate('app.common.conteo.dormitorios', { smart_count: o.dormitorios }) : '',
        o.banos ? translate('app.common.conteo.banos', { smart_count: o.banos }) : '',
        m2 ? `${area.format(m2)} m²` : '',
      ]
        .filter(Boolean)
        .join(' · ')}
    </>
  );
}
