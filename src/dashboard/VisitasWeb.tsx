// The dashboard's card of the properties' public pages (issue 30): views, WhatsApp clicks and contacts this Lima
// month (the agency's, or the agent's own), and the most-visited published properties.
import {
  Card,
  CardContent,
  Grid,
  Link,
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n/useT';
import { ScrollShadows } from '../framework/views/ScrollShadows';
import type { VisitasWeb as Data } from './types';

const number = new Intl.NumberFormat('es-PE');
const KINDS = ['vistas', 'whatsapp', 'consultas'] as const;

export function VisitasWeb({ data }: { readonly data: Data }) {
  const translate = useT();
  const v = (k: (typeof KINDS)[number]) => translate(`app.ofertantes.visitas.${k}`);
  // On a phone the four columns do not fit: each property is a line, its three counts under its name.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const link = (p: Data['lista'][number]) => (
    <Link component={RouterLink} to={`/ofertantes/${p.id_propiedad}/show/web`}>
      {`${p.codigo} · ${p.descripcion}`}
    </Link>
  );
  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="dashboard-visitas">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.ofertantes.visitas.dashboard')}
        </Typography>
        <Grid container spacing={2} sx={{ my: 1 }}>
          {KINDS.map((k) => (
            <Grid key={k} size={{ xs: 4 }}>
              <Typography variant="body2" color="text.secondary">
                {v(k)}
              </Typography>
              <Typography variant="h5" component="p" data-testid={`dashboard-visitas-${k}`}>
                {number.format(data.total[k])}
              </Typography>
            </Grid>
          ))}
        </Grid>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
          {translate('app.ofertantes.visitas.mas_vistos')}
        </Typography>
        {data.lista.length === 0 ? (
          <Typography color="text.secondary">{translate('app.ofertantes.visitas.sin_visitas')}</Typography>
        ) : phone ? (
          <List dense disablePadding>
            {data.lista.map((p) => (
              <ListItem key={p.id_propiedad} disableGutters data-testid={`dashboard-visitas-${p.id_propiedad}`}>
                <ListItemText primary={link(p)} secondary={KINDS.map((k) => `${v(k)}: ${number.format(p[k])}`).join(' · ')} />
              </ListItem>
            ))}
          </List>
        ) : (
          <ScrollShadows label={translate('app.ofertantes.visitas.mas_vistos')}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.ofertantes.visitas.inmueble')}</TableCell>
                  {KINDS.map((k) => (
                    <TableCell key={k} align="right">
                      {v(k)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.lista.map((p) => (
                  <TableRow key={p.id_propiedad} data-testid={`dashboard-visitas-${p.id_propiedad}`}>
                    <TableCell>{link(p)}</TableCell>
                    {KINDS.map((k) => (
                      <TableCell key={k} align="right">
                        {number.format(p[k])}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollShadows>
        )}
      </CardContent>
    </Card>
  );
}
