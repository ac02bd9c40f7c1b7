// Step 1 of Sistema › Importar: the module, its template, and the file (dropped or chosen), checked here against
// the server's own caps and types so a wrong file is refused at once, in the server's words.
import { useRef, useState, type DragEvent } from 'react';
import { Box, Button, FormControl, FormHelperText, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import { useNotify } from 'react-admin';
import { useT } from '../../i18n/useT';
import { grouped } from '../../lib/numbers';
import { apiErrorText } from '../../dataProvider/http';
import type { ModuleSchema } from '../../framework/schema';
import { descargarPlantilla } from './api';
import { IMPORT_EXTENSIONS, IMPORT_LIMITS, MAX_MB } from './shared/importable';

interface Props {
  readonly modules: readonly ModuleSchema[];
  readonly modulo: string;
  readonly onModulo: (modulo: string) => void;
  readonly onFile: (file: File) => void;
  /** The file being analysed, if any. */
  readonly busy: string | null;
  readonly onError: (message: string | null) => void;
}

export function FileStep({ modules, modulo, onModulo, onFile, busy, onError }: Props) {
  const translate = useT();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const schema = modules.find((m) => m.name === modulo);

  const take = (file: File | undefined) => {
    if (!file) return;
    const lower = file.name.toLowerCase();
    if (!IMPORT_EXTENSIONS.some((ext) => lower.endsWith(ext))) {
      onError(translate('app.importar.errors.not_spreadsheet', { archivo: file.name }));
      return;
    }
    if (file.size > IMPORT_LIMITS.maxBytes) {
      onError(translate('app.importar.errors.too_large', { archivo: file.name, mb: MAX_MB }));
      return;
    }
    onError(null);
    onFile(file);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!busy) take(e.dataTransfer.files[0]);
  };
  const template = () =>
    descargarPlantilla(modulo).catch((e: unknown) => {
      const text = apiErrorText(e);
      notify(text, { type: 'error', messageArgs: { _: text } });
    });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormControl sx={{ minWidth: 240 }} size="small">
          <InputLabel id="importar-modulo-label">{translate('app.importar.archivo.modulo')}</InputLabel>
          <Select
            labelId="importar-modulo-label"
            id="importar-modulo"
            value={modulo}
            label={translate('app.importar.archivo.modulo')}
            onChange={(e) => onModulo(e.target.value)}
            disabled={busy !== null}
            aria-describedby="importar-modulo-ayuda"
          >
            {modules.map((m) => (
              <MenuItem key={m.name} value={m.name}>
                {m.label.many}
              </MenuItem>
            ))}
          </Select>
          <FormHelperText id="importar-modulo-ayuda">{translate('app.importar.archivo.modulo_ayuda')}</FormHelperText>
        </FormControl>
        {schema ? (
          <Box>
            <Button variant="outlined" startIcon={<Download />} onClick={() => void template()} data-testid="importar-plantilla">
              {translate('app.importar.archivo.plantilla')}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {translate('app.importar.archivo.plantilla_ayuda', { modulo: schema.label.many })}
            </Typography>
          </Box>
        ) : null}
      </Stack>
      <Box
        data-testid="importar-zona"
        onDragOver={(e) => {
          e.preventDefault();
          if (!busy) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          borderRadius: 2,
          bgcolor: over ? 'action.hover' : 'transparent',
          p: { xs: 2, sm: 4 },
          textAlign: 'center',
        }}
      >
        <UploadFile sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
        <Typography sx={{ mt: 1 }}>{translate('app.importar.archivo.soltar')}</Typography>
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {translate('app.importar.archivo.o')}
        </Typography>
        <Button variant="contained" onClick={() => input.current?.click()} disabled={busy !== null || !schema} data-testid="importar-elegir">
          {translate('app.importar.archivo.elegir')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={IMPORT_EXTENSIONS.join(',')}
          data-testid="importar-input"
          aria-label={translate('app.importar.archivo.elegir')}
          onChange={(e) => {
            take(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate('app.importar.archivo.limites', { mb: MAX_MB, filas: grouped(IMPORT_LIMITS.maxRows) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.importar.archivo.nada_se_guarda')}
        </Typography>
      </Box>
    </Stack>
  );
}
