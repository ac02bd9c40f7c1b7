import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { applyToDocument } from './theme/document';
import { readStoredPreferences } from './theme/preferences';

// The stored look (direction, light/dark, page background) before anything paints: no flash of the default theme.
applyToDocument(readStoredPreferences(window.localStorage));

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
