// The module's 'Nuevo': messages are never typed in, so this page explains where they come from and lets an
// administrator generate them now.
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { Title, useGetIdentity } from 'react-admin';
import { useT } from '../../i18n/useT';
import { GenerateButton } from './actions';

export function GeneratePage() {
  const translate = useT();
  const navigate = useNavigate();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.autoresponder.generate_title')} />
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <Typography variant="h6">{translate('app.autoresponder.generate_title')}</Typography>
          <Typography>{translate('app.autoresponder.generate_help')}</Typography>
          {identity?.tipo === 'Administrador' ? (
            <div>
              <GenerateButton variant="contained" onDone={() => navigate('/autoresponder')} />
            </div>
          ) : (
            <Alert severity="info">{translate('app.autoresponder.generate_admin_only')}</Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
