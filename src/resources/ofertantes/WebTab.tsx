// 'Página web' on an ofertante's detail (issue 30): whether it has a public page (its address and 'Compartir', or
// why not and how to publish it) and the page's counts — views, WhatsApp clicks and contacts, this Lima month and
// in total (GET /ofertantes/visitas/{id}).
import { useQuery } from '@tanstack/react-query';
import { Alert, AlertTitle, Card, LinearProgress, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useT } from '../../i18n/useT';
import { ScrollShadows } from '../../framework/views/ScrollShadows';
import { apiGet } from '../../dataProvider/http';
import { pageUrl, ShareMenu, shareableOfertante, UnpublishedNote } from './share';

interface Counts {
  readonly vistas: number;
  readonly whatsapp: number;
  readonly consultas: number;
}
interface Visitas {
  readonly desde: string;
  readonly hasta: string;
  readonly mes: Counts;
  readonly total: Counts;
}

const number = new Intl.NumberFormat('es-PE');

export function WebTab() {
  const record = useRecordContext();
  const translate = useT();
  const id = record?.id_propiedad ?? record?.id;
  const visits = useQuery({
    queryKey: ['ofertantes', 'visitas', id],
    enabled: id !== undefined && id !== null,
    queryFn: async () => (await apiGet<Visitas>(`/ofertantes/visitas/${encodeURIComponent(String(id))}`)).data,
  });
  if (!record) return null;
  const property = shareableOfertante(record);
  const url = pageUrl(property, window.location.origin);
  return (
    <Stack spacing={2} sx={{ my: 1, maxWidth: 720 }} data-testid="web-tab">
      {property.publicado ? (
        <Alert severity="success" action={<ShareMenu properties={[property]} testId="web-tab" />}>
          <AlertTitle>{translate('app.ofertantes.visitas.publicado')}</AlertTitle>
          <Link href={url} target="_blank" rel="noopener" sx={{ wordBreak: 'break-all' }} data-testid="web-tab-url">
            {url}
          </Link>
        </Alert>
      ) : (
        <Alert severity="info" icon={false}>
          <UnpublishedNote properties={[property]} testId="web-tab" />
        </Alert>
      )}
      <Card variant="outlined">
        <Typography variant="h6" component="h3" sx={{ px: 2, pt: 1.5 }}>
          {translate('app.ofertantes.visitas.titulo')}
        </Typography>
        {visits.isPending ? <LinearProgress /> : null}
        {visits.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {translate('app.ofertantes.visitas.error', { msg: visits.error.message })}
          </Alert>
        ) : null}
        {visits.data ? (
          <ScrollShadows label={translate('app.ofertantes.visitas.titulo')}>
            <Table size="small" data-testid="web-tab-visitas">
              <TableHead>
                <TableRow>
                  <TableCell />
                  <TableCell align="right">{translate('app.ofertantes.visitas.este_mes')}</TableCell>
                  <TableCell align="right">{translate('app.ofertantes.visitas.total')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(['vistas', 'whatsapp', 'consultas'] as const).map((k) => (
                  <TableRow key={k} data-testid={`web-tab-${k}`}>
                    <TableCell component="th" scope="row">
                      {translate(`app.ofertantes.visitas.${k}`)}
                    </TableCell>
                    <TableCell align="right">{number.format(visits.data.mes[k])}</TableCell>
                    <TableCell align="right">{number.format(visits.data.total[k])}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollShadows>
        ) : null}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, py: 1 }}>
          {translate('app.ofertantes.visitas.nota')}
        </Typography>
      </Card>
    </Stack>
  );
}
