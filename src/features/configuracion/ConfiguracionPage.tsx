// Sistema > Configuración (administrators): the agency settings of DOMAIN.md, a form built from SETTINGS with the
// framework's inputs and the same validation as the server (POST /configuracion/actualizar).
import type { MessageKey } from '../../i18n/keys';
import { Box, Card, CardContent, CardHeader, Grid, Typography } from '@mui/material';
import { Form, Loading, SaveButton, Title, useNotify } from 'react-admin';
import { useT } from '../../i18n/useT';
import { schemaValidator } from '../../framework/views/formValidation';
import { SchemaInput } from '../../framework/views/inputs';
import { SETTINGS, type SettingKey, type Settings } from './shared/settings';
import { FORM_HIDDEN, settingsSchema } from './shared/settingsSchema';
import { useAgencySettings, useSaveSettings } from './api';
import { apiErrorText } from '../../dataProvider/http';
import { fieldOf } from '../../framework/schema';
import { keysOf } from '../../lib/keys';

interface Group {
  readonly title: MessageKey;
  readonly help?: MessageKey;
  readonly keys: readonly SettingKey[];
  /** Width of the card on large screens (of 12). */
  readonly lg: number;
}

const GROUPS: readonly Group[] = [
  { title: 'app.configuracion.agencia', keys: ['agencia_nombre', 'agencia_direccion', 'agencia_ruc', 'agencia_telefono', 'agencia_email'], lg: 7 },
  { title: 'app.configuracion.documentos', keys: ['url_presentacion', 'tipo_cambio'], lg: 5 },
  {
    title: 'app.configuracion.correo',
    help: 'app.configuracion.correo_help',
    keys: ['smtp_host', 'smtp_port', 'smtp_secure', 'smtp_user', 'smtp_pass', 'smtp_from'],
    lg: 12,
  },
];

const EDITABLE = keysOf(SETTINGS).filter((k) => !FORM_HIDDEN.includes(k));
/** Inputs that take the whole width of their card. */
const WIDE: readonly SettingKey[] = ['agencia_nombre', 'agencia_direccion', 'agencia_email', 'url_presentacion', 'tipo_cambio', 'smtp_host'];
const validate = schemaValidator(settingsSchema, 'update');

/** The values to send: the editable settings; an empty SMTP password is left out (the stored one is kept). */
function payload(values: Record<string, unknown>): Partial<Settings> {
  const out: Record<string, unknown> = {};
  for (const key of EDITABLE) {
    const v = values[key];
    if (key === 'smtp_pass' && (v === undefined || v === null || v === '')) continue;
    out[key] = v === undefined || v === '' ? null : v;
  }
  return out;
}

function SettingsForm() {
  const translate = useT();
  const notify = useNotify();
  const settings = useAgencySettings();
  const save = useSaveSettings();
  if (settings.isPending) return <Loading />;
  if (settings.isError)
    return (
      <Typography color="error" sx={{ p: 2 }}>
        {settings.error.message}
      </Typography>
    );
  const record = { id: 'configuracion', ...settings.data, smtp_pass: '' };
  const passHelp = settings.data.smtp_pass_definida ? 'app.configuracion.smtp_pass_set' : 'app.configuracion.smtp_pass_unset';

  const submit = (values: Record<string, unknown>) =>
    save.mutate(payload(values), {
      onSuccess: (res) => notify(res.msg ?? 'app.configuracion.saved', { type: 'success', messageArgs: { _: res.msg } }),
      onError: (e) => {
        const text = apiErrorText(e);
        notify(text, { type: 'error', messageArgs: { _: text } });
      },
    });

  return (
    <Form record={record} onSubmit={submit} validate={validate} key={settings.dataUpdatedAt}>
      <Grid container spacing={2}>
        {GROUPS.map((group) => (
          <Grid key={group.title} size={{ xs: 12, lg: group.lg }}>
            <Card sx={{ height: '100%' }}>
              <CardHeader
                title={translate(group.title)}
                subheader={group.help ? translate(group.help) : undefined}
                slotProps={{ title: { variant: 'h6' } }}
              />
              <CardContent sx={{ pt: 0 }}>
                <Grid container columnSpacing={2}>
                  {group.keys.map((key) => (
                    <Grid key={key} size={{ xs: 12, md: WIDE.includes(key) ? 12 : 6 }}>
                      <SchemaInput
                        source={key}
                        field={{ ...fieldOf(settingsSchema, key), ...(key === 'smtp_pass' ? { help: translate(passHelp) } : {}) }}
                        mode="edit"
                      />
                    </Grid>
                  ))}
                </Grid>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
        <SaveButton disabled={save.isPending} />
      </Box>
    </Form>
  );
}

export function ConfiguracionPage() {
  const translate = useT();
  return (
    <Box sx={{ mt: 2, mb: 2 }}>
      <Title title={translate('app.configuracion.title')} />
      <SettingsForm />
    </Box>
  );
}
