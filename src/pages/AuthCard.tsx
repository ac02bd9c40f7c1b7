import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

/** The centred card of the login and lock screens. */
export function AuthCard({ title, subtitle, children }: { readonly title: string; readonly subtitle: string; readonly children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #623AA2 0%, #3b1f6b 60%, #1E88E5 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }} elevation={8}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h5" component="h1" gutterBottom align="center">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" align="center" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
