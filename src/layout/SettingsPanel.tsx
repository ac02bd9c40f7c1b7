// The settings (switcher) panel of seed §2: a gear in the header slides it in (on phones, where the header keeps its
// room for the title, the profile menu's 'Ajustes de apariencia' does); a click on the content closes it. The gear
// once floated on the screen's edge, over select arrows and row buttons: in the header it covers nothing.
// Every choice applies at once and is stored (theme/preferences.ts); 'Restablecer todo' removes them all.
import type { CatalogueKey } from '../i18n/keys';
import { Box, Button, Divider, Drawer, IconButton, Stack, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import SettingsIcon from '@mui/icons-material/Settings';
import { useNotify } from 'react-admin';
import { useT } from '../i18n/useT';
import { ColorPickerButton } from '../framework/color/ColorPickerButton';
import { pageBackground } from '../theme/document';
import { CHOICES, type ChoiceName } from '../theme/preferences';
import { usePreference, usePreferences, useResetPreferences } from '../theme/usePreferences';
import { useSettingsOpen } from './settingsOpen';
import { testId } from './testId';

/** Every option of theme/preferences has its text in the catalogue: a missing one fails the type check here. */
type OptionKey = CatalogueKey<{ [K in ChoiceName]: `app.shell.opciones.${K}.${(typeof CHOICES)[K][number]}` }[ChoiceName]>;
const optionKey = <K extends ChoiceName>(name: K, option: (typeof CHOICES)[K][number]) => `app.shell.opciones.${name}.${option}` as OptionKey;

function ChoiceGroup<K extends ChoiceName>({ name }: { readonly name: K }) {
  const translate = useT();
  const [value, setValue] = usePreference(name);
  const label = translate(`app.shell.grupos.${name}`);
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label={label}
        value={value}
        onChange={(_, next: typeof value | null) => next !== null && setValue(next)}
        sx={{ display: 'flex', flexWrap: 'wrap', width: '100%' }}
      >
        {CHOICES[name].map((option) => (
          <ToggleButton key={option} value={option} data-testid={`ajuste-${name}-${option}`} sx={{ textTransform: 'none', flex: '1 1 auto' }}>
            {translate(optionKey(name, option))}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

function ColorChoices() {
  const translate = useT();
  const prefs = usePreferences();
  const [primario, setPrimario] = usePreference('primario');
  const [, setFondo] = usePreference('fondo');
  return (
    <Stack spacing={1}>
      <ColorPickerButton label={translate('app.shell.color_primario')} value={primario} onChange={setPrimario} />
      <ColorPickerButton label={translate('app.shell.color_fondo')} value={prefs.fondo ?? pageBackground(prefs)} onChange={setFondo} />
    </Stack>
  );
}

/** The header's gear (tablets and up). */
export function SettingsButton() {
  const translate = useT();
  const { setOpen } = useSettingsOpen();
  return (
    <Tooltip title={translate('app.shell.abrir_ajustes')}>
      <IconButton color="inherit" aria-label={translate('app.shell.abrir_ajustes')} data-testid="ajustes-abrir" onClick={() => setOpen(true)}>
        <SettingsIcon />
      </IconButton>
    </Tooltip>
  );
}

export function SettingsPanel() {
  const translate = useT();
  const notify = useNotify();
  const reset = useResetPreferences();
  const { open, setOpen } = useSettingsOpen();
  return (
    <>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          backdrop: { invisible: true, ...testId('ajustes-fondo') },
          paper: { sx: { width: 320, maxWidth: '100vw' }, ...testId('ajustes-panel') },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: 18 }}>
            {translate('app.shell.ajustes')}
          </Typography>
          <IconButton aria-label={translate('app.shell.cerrar_ajustes')} onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Stack spacing={2} sx={{ p: 2 }}>
          <ChoiceGroup name="direccion" />
          <ChoiceGroup name="menu" />
          <ChoiceGroup name="modo" />
          <ColorChoices />
          <ChoiceGroup name="estiloMenu" />
          <ChoiceGroup name="estiloCabecera" />
          <ChoiceGroup name="ancho" />
          <ChoiceGroup name="posicion" />
          <Button
            variant="contained"
            color="error"
            data-testid="ajustes-restablecer"
            onClick={() => {
              reset();
              notify('app.shell.restablecido', { type: 'info' });
            }}
          >
            {translate('app.shell.restablecer')}
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}
