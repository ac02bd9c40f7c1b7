// The router, the store and the theme; the login page renders at once, and <Admin> (AdminApp.tsx, with react-admin's
// heavy parts, the layout and the modules) loads as its own chunk for every other route.
import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { CssBaseline } from '@mui/material';
import { StoreContextProvider, ThemeProvider, ThemesContext } from 'react-admin';
import { LOGIN_ROUTE } from './authProvider/routes';
import { SessionWatcher } from './authProvider/SessionWatcher';
import { LoginPage } from './pages/LoginPage';
import { AdminAppView as AdminApp } from './shellChunks';
import { ShellThemeProvider } from './theme/ShellThemeProvider';
import { store } from './theme/store';

export function App() {
  return (
    // Without transitions: react-router 7 applies URL changes as low-priority updates, and react-admin's failing
    // auth check on the old page would keep redirecting (sign-out loop on an expired or locked session).
    <BrowserRouter useTransitions={false}>
      <SessionWatcher />
      <StoreContextProvider value={store}>
        <ShellThemeProvider>
          {({ lightTheme, darkTheme }) => (
            <Routes>
              <Route
                path={LOGIN_ROUTE}
                element={
                  // The light or dark theme the user chose, as <Admin> applies it.
                  <ThemesContext.Provider value={{ lightTheme, darkTheme, defaultTheme: 'light' }}>
                    <ThemeProvider>
                      <CssBaseline enableColorScheme />
                      <LoginPage />
                    </ThemeProvider>
                  </ThemesContext.Provider>
                }
              />
              <Route
                path="*"
                element={
                  <Suspense fallback={null}>
                    <AdminApp lightTheme={lightTheme} darkTheme={darkTheme} />
                  </Suspense>
                }
              />
            </Routes>
          )}
        </ShellThemeProvider>
      </StoreContextProvider>
    </BrowserRouter>
  );
}
