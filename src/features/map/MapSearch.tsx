// 'Buscar calle': searches on Enter or the button (never per keystroke), then lists what it found; choosing a
// result flies the map there (the first one is chosen at once).
import { Alert, Box, Button, Chip, List, ListItem, ListItemButton, ListItemText, Paper, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import { apiErrorText } from '../../dataProvider/http';
import { searchPlaces, type SearchResult } from './api';

export function MapSearch({ onChoose }: { readonly onChoose: (r: SearchResult) => void }) {
  const translate = useT();
  const [q, setQ] = useState('');
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<SearchResult[] | null>(null);
  const [message, setMessage] = useState<{ text: string; severity: 'info' | 'warning' | 'error' } | null>(null);
  const [chosen, setChosen] = useState(0);

  const choose = (r: SearchResult, i: number) => {
    setChosen(i);
    onChoose(r);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const text = q.trim();
    if (!text) return;
    setBusy(true);
    setMessage(null);
    try {
      const { data, externo } = await searchPlaces(text);
      setResults(data);
      if (externo === 'error') setMessage({ text: translate('app.mapa.externo_error'), severity: 'warning' });
      else if (data.length === 0) setMessage({ text: translate('app.mapa.sin_resultados', { q: text }), severity: 'info' });
      const [first] = data;
      if (first) choose(first, 0);
    } catch (err) {
      setResults(null);
      setMessage({ text: apiErrorText(err), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          fullWidth
          label={translate('app.mapa.buscar')}
          helperText={translate('app.mapa.buscar_hint')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 120, name: 'buscar-calle' } }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={busy} sx={{ alignSelf: 'flex-start', height: 40 }}>
          {translate(busy ? 'app.mapa.buscando' : 'app.mapa.buscar_boton')}
        </Button>
      </Box>
      {message ? (
        <Alert severity={message.severity} sx={{ mt: 1 }}>
          {message.text}
        </Alert>
      ) : null}
      {results && results.length > 0 ? (
        <Paper variant="outlined" sx={{ mt: 1, maxHeight: 220, overflow: 'auto' }}>
          <List dense disablePadding aria-label={translate('app.mapa.resultados')} data-testid="mapa-resultados">
            {results.map((r, i) => (
              <ListItem key={`${r.tipo}-${r.id ?? ''}-${r.nombre}-${i}`} disablePadding>
                <ListItemButton selected={i === chosen} onClick={() => choose(r, i)}>
                  <ListItemText primary={r.nombre} secondary={r.detalle || undefined} />
                  <Chip size="small" label={translate(`app.mapa.tipo.${r.tipo}`)} sx={{ ml: 1 }} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      ) : null}
    </Box>
  );
}
