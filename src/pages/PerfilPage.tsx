// 'Mi Perfil': own avatar, name, last name and phone; password change with the current password.
import { msg } from '../i18n/keys';
import { useEffect, useState } from 'react';
import { Box, Card, CardContent, CardHeader, Grid } from '@mui/material';
import { Form, Loading, PasswordInput, SaveButton, Title, useDataProvider, useGetIdentity, useNotify } from 'react-admin';
import { useT } from '../i18n/useT';
import { KEYS, parseIdentity } from '../authProvider/session';
import type { AgencyDataProvider } from '../dataProvider';
import { payload } from '../dataProvider/payload';
import { SchemaInput } from '../framework/views/inputs';
import { schemaValidator } from '../framework/views/formValidation';
import usuarios, { PROFILE_FIELDS } from '../resources/usuarios/schema';
import type { PerfilChanges, UsuarioRecord } from '../resources/usuarios/dataProvider';
import { fieldOf, type ModuleSchema } from '../framework/schema';
import { AvatarUpload } from '../features/photos/AvatarUpload';
import { apiErrorText } from '../dataProvider/http';
import { IcsFeedCard } from '../features/calendario/IcsFeedCard';

const perfilSchema: ModuleSchema = { ...usuarios, fields: Object.fromEntries(PROFILE_FIELDS.map((f) => [f, fieldOf(usuarios, f)])) };

function PasswordCard() {
  const translate = useT();
  const notify = useNotify();
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const [key, setKey] = useState(0);
  const validate = (v: Record<string, unknown>) => {
    const errors: Record<string, string> = {};
    if (!v.actual) errors.actual = 'ra.validation.required';
    if (typeof v.nueva !== 'string' || v.nueva.length < 8) errors.nueva = 'app.validation.password_min';
    if (v.confirmar !== v.nueva) errors.confirmar = 'app.perfil.password_mismatch';
    return errors;
  };
  const submit = async (v: Record<string, unknown>) => {
    try {
      await dataProvider.changePassword(String(v.actual), String(v.nueva));
      notify('app.perfil.password_changed', { type: 'success' });
      setKey((k) => k + 1);
    } catch (e) {
      notify(apiErrorText(e), { type: 'error' });
    }
  };
  return (
    <Card>
      <CardHeader title={translate('app.perfil.password_title')} />
      <CardContent>
        <Form key={key} onSubmit={(v: Record<string, unknown>) => void submit(v)} validate={validate}>
          <PasswordInput source="actual" label={translate('app.perfil.current_password')} fullWidth autoComplete="current-password" />
          <PasswordInput source="nueva" label={translate('app.perfil.new_password')} fullWidth autoComplete="new-password" />
          <PasswordInput source="confirmar" label={translate('app.perfil.confirm_password')} fullWidth autoComplete="new-password" />
          <SaveButton label={msg('app.perfil.password_title')} alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
}

export function PerfilPage() {
  const translate = useT();
  const notify = useNotify();
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const { refetch } = useGetIdentity();
  const [record, setRecord] = useState<UsuarioRecord | null>(null);

  useEffect(() => {
    dataProvider.getPerfil().then(
      ({ data }) => setRecord(data),
      (e: unknown) => notify(apiErrorText(e), { type: 'error' }),
    );
  }, [dataProvider, notify]);

  if (!record) return <Loading />;

  const submit = async (values: Record<string, unknown>) => {
    try {
      const changes: PerfilChanges = payload(usuarios, 'update', Object.fromEntries(PROFILE_FIELDS.map((f) => [f, values[f] ?? null])));
      const { data } = await dataProvider.updatePerfil(changes);
      setRecord(data);
      const identity = parseIdentity(localStorage.getItem(KEYS.identity));
      if (identity) localStorage.setItem(KEYS.identity, JSON.stringify({ ...identity, nombre: data.nombre, apellido: data.apellido }));
      // Background refresh of the name in the header; react-query's refetch never rejects (a failure stays in
      // the query's state), and the profile itself is already saved.
      void refetch();
      notify('app.perfil.saved', { type: 'success' });
    } catch (e) {
      notify(apiErrorText(e), { type: 'error' });
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('app.perfil.title')} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card>
            <CardHeader title={`${record.nombre} ${record.apellido}`} subheader={`${record.tipo} · ${record.usuario} · ${record.email}`} />
            <CardContent>
              <Box sx={{ mb: 2 }}>
                <AvatarUpload file={record.imagen} />
              </Box>
              <Form record={record} onSubmit={(v: Record<string, unknown>) => void submit(v)} validate={schemaValidator(perfilSchema, 'update')}>
                {PROFILE_FIELDS.map((f) => (
                  <SchemaInput key={f} source={f} field={fieldOf(usuarios, f)} mode="edit" />
                ))}
                <Box sx={{ mt: 1 }}>
                  <SaveButton />
                </Box>
              </Form>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <PasswordCard />
          <IcsFeedCard />
        </Grid>
      </Grid>
    </Box>
  );
}
