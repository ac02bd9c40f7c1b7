import { Box, Typography } from '@mui/material';
import { useT } from '../i18n/useT';

export function Footer() {
  const translate = useT();
  return (
    <Box component="footer" sx={{ py: 2, px: 3, mt: 'auto', textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="caption" color="text.secondary">
        {translate('app.footer')}
      </Typography>
    </Box>
  );
}
