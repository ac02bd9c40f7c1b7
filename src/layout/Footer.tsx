import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function Footer() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ py: 2, px: 3, mt: 'auto', textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="caption" color="text.secondary">
        {translate('app.footer')}
      </Typography>
    </Box>
  );
}
