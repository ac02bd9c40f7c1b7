import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.menu.dashboard')} />
      <CardContent>
        <Typography variant="h5" gutterBottom data-testid="welcome">
          {translate('app.dashboard.welcome', { nombre: String(identity?.nombre ?? '') })}
        </Typography>
        <Typography color="text.secondary">{translate('app.dashboard.intro')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>{translate('app.dashboard.role', { tipo: String(identity?.tipo ?? '') })}</Typography>
      </CardContent>
    </Card>
  );
}
