import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout as RaLayout } from 'react-admin';
import { Footer } from './Footer';
import { Header } from './Header';
import { Menu } from './Menu';

export function Layout({ children }: { readonly children: ReactNode }) {
  return (
    // minWidth 0: a wide table scrolls inside its list instead of widening the page past the screen.
    <RaLayout appBar={Header} menu={Menu} sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 'calc(100vh - 64px)' }}>
        <Box sx={{ flex: 1 }}>{children}</Box>
        <Footer />
      </Box>
    </RaLayout>
  );
}
