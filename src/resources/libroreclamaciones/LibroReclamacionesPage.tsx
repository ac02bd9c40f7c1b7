// /libro-de-reclamaciones: the public Hoja de Reclamación (D.S. 011-2011-PCM, Anexo I, in its order), outside the
// authenticated layout and lazily loaded. Validated here with the server's own schema; the server checks again.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  Divider,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputAdornment,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useT } from '../../i18n/useT';
import { Link as RouterLink } from 'react-router-dom';
import { validateRecord } from '../../framework/validate';
import { LOGIN_ROUTE } from '../../authProvider';
import { apiErrorText, apiGet, apiPostJson } from '../../dataProvider/http';
import { formatDate } from '../../lib/dates';
import { limaToday } from '../../lib/limaTime';
import { amountToCents, currencySymbol, formatMoney } from '../../lib/money';
import schema, { BIEN_TIPO_CHOICES, DOCUMENTO_CONSUMIDOR_CHOICES, publicFormSchema, TIPO_RECLAMO_CHOICES, TIPO_RECLAMO_DEFINICION } from './schema';
import { fieldOf, type Fields } from '../../framework/schema';
import { fieldErrors } from '../../lib/guards';

interface Proveedor {
  readonly nombre: string;
  readonly ruc: string;
  readonly direccion: string;
}

interface Filed {
  readonly numero: string;
  readonly fecha: string;
  readonly fecha_limite: string;
  readonly constancia: string;
  readonly email: string | null;
}

type Values = Record<string, string | boolean>;

const EMPTY: Values = {
  nombre: '',
  documento_tipo: 'DNI',
  documento: '',
  domicilio: '',
  telefono: '',
  email: '',
  menor_edad: false,
  apoderado: '',
  bien_tipo: '',
  moneda: 'PEN',
  monto: '',
  descripcion_bien: '',
  tipo: '',
  detalle: '',
  pedido: '',
  acepta: false,
  sitio_web: '',
};

const f: Fields = schema.fields;
const fieldLabel = (name: string) => fieldOf(schema, name).label;

function payloadOf(v: Values): Record<string, unknown> {
  const text = (k: string) => String(v[k]).trim();
  return {
    nombre: text('nombre'),
    documento_tipo: v.documento_tipo,
    documento: text('documento'),
    domicilio: text('domicilio'),
    telefono: text('telefono') || null,
    email: text('email') || null,
    menor_edad: v.menor_edad === true,
    apoderado: v.menor_edad === true ? text('apoderado') : null,
    bien_tipo: v.bien_tipo || null,
    moneda: text('monto') ? v.moneda : null,
    monto_reclamado: text('monto') ? (amountToCents(text('monto')) ?? text('monto')) : null,
    descripcion_bien: text('descripcion_bien'),
    tipo: v.tipo || null,
    detalle: text('detalle'),
    pedido: text('pedido'),
    acepta: v.acepta === true,
    sitio_web: text('sitio_web'),
  };
}

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 700, bgcolor: 'primary.main', color: 'primary.contrastText', px: 1.5, py: 0.75, borderRadius: 1, mb: 2 }}
      >
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

function LegalNotes() {
  const translate = useT();
  return (
    <Stack spacing={0.5} sx={{ mt: 2 }}>
      <Typography variant="caption" color="text.secondary">
        * {translate('app.libro.nota_denuncia')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        ** {translate('app.libro.nota_plazo')}
      </Typography>
    </Stack>
  );
}

/** The sheet as the consumer filed it, read only, in the order of the regulation's Anexo I. */
function FiledSheet({ values }: { readonly values: Values }) {
  const translate = useT();
  const shown = (k: string): string => {
    const v = values[k];
    if (typeof v === 'boolean') return v ? translate('app.common.yes') : translate('app.common.no');
    const choice = f[k]?.choices?.find((c) => c.id === v);
    return choice ? choice.name : String(v ?? '').trim();
  };
  const row = (k: string, label = f[k]?.label ?? k, value = shown(k)) =>
    value ? (
      <Typography key={k} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <strong>{label}:</strong> {value}
      </Typography>
    ) : null;
  const monto = String(values.monto ?? '').trim();
  return (
    <Box data-testid="hoja-registrada">
      <Section title={translate('app.libro.seccion_consumidor')}>
        {['nombre', 'documento_tipo', 'documento', 'domicilio', 'telefono', 'email', 'menor_edad'].map((k) => row(k))}
        {values.menor_edad === true ? row('apoderado') : null}
      </Section>
      <Section title={translate('app.libro.seccion_bien')}>
        {row('bien_tipo')}
        {monto ? row('monto', f.monto_reclamado?.label, formatMoney(amountToCents(monto), String(values.moneda))) : null}
        {row('descripcion_bien')}
      </Section>
      <Section title={translate('app.libro.seccion_detalle')}>{['tipo', 'detalle', 'pedido'].map((k) => row(k))}</Section>
    </Box>
  );
}

function Done({ filed, values, onAnother }: { readonly filed: Filed; readonly values: Values; readonly onAnother: () => void }) {
  const translate = useT();
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Alert severity="success" role="status">
        <Typography sx={{ fontWeight: 700 }} data-testid="numero">
          {translate('app.libro.registrada', { numero: filed.numero })}
        </Typography>
        <Typography variant="body2">
          {translate('app.libro.registrada_detalle', { fecha: formatDate(filed.fecha), fecha_limite: formatDate(filed.fecha_limite) })}
        </Typography>
      </Alert>
      <Button variant="contained" size="large" href={filed.constancia} download={`hoja-reclamacion-${filed.numero}.pdf`}>
        {translate('app.libro.constancia')}
      </Button>
      {filed.email ? <Typography variant="body2">{translate('app.libro.constancia_correo', { email: filed.email })}</Typography> : null}
      <Typography variant="body2" color="text.secondary">
        {translate('app.libro.guarde_numero')}
      </Typography>
      <FiledSheet values={values} />
      <Button onClick={onAnother}>{translate('app.libro.otra')}</Button>
      <LegalNotes />
    </Stack>
  );
}

export function LibroReclamacionesPage() {
  const translate = useT();
  const [proveedor, setProveedor] = useState<Proveedor | null>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [filed, setFiled] = useState<Filed | null>(null);

  useEffect(() => {
    document.title = translate('app.libro.titulo');
    apiGet<Proveedor>('/public/libroreclamaciones/proveedor', {}, { auth: false }).then(
      (r) => setProveedor(r.data),
      () => setProveedor(null),
    );
  }, [translate]);

  const set = (name: string) => (value: string | boolean) => setValues((v) => ({ ...v, [name]: value }));
  const text = (
    name: string,
    props: { label: string; required?: boolean; multiline?: boolean; type?: string; help?: string; max?: number; autoComplete?: string },
  ) => (
    <TextField
      name={name}
      label={props.label}
      required={props.required}
      type={props.type}
      fullWidth
      multiline={props.multiline}
      minRows={props.multiline ? 3 : undefined}
      value={values[name]}
      onChange={(e) => set(name)(e.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? props.help}
      autoComplete={props.autoComplete}
      slotProps={{ htmlInput: { maxLength: props.max } }}
    />
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const payload = payloadOf(values);
    const { sitio_web: _honeypot, ...checked } = payload;
    const local = validateRecord(publicFormSchema, checked, 'create');
    if (Object.keys(local.errors).length) {
      setErrors(
        Object.fromEntries(Object.entries(local.errors).map(([k, v]) => [k === 'monto_reclamado' ? 'monto' : k, translate(v.message, v.args ?? {})])),
      );
      setProblem(translate('app.libro.corrija'));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await apiPostJson<Filed>('/public/libroreclamaciones/registrar', payload, { auth: false });
      setFiled(res.data);
      window.scrollTo({ top: 0 });
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields) setErrors(fields);
      setProblem(apiErrorText(err, translate('app.libro.error_envio')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 0, sm: 4 }, px: { xs: 0, sm: 2 } }}>
      <Card sx={{ maxWidth: 820, mx: 'auto', borderRadius: { xs: 0, sm: 2 } }} elevation={2}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h5" component="h1" align="center" sx={{ fontWeight: 700 }}>
            {translate('app.libro.titulo_hoja')}
          </Typography>
          <Typography variant="subtitle1" align="center" sx={{ mb: 1 }}>
            {filed ? translate('app.libro.hoja', { numero: filed.numero }) : translate('app.libro.hoja_nueva')}
          </Typography>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Typography variant="body2">
              <strong>{translate('app.libro.fecha')}:</strong> {formatDate(filed?.fecha ?? limaToday())}
            </Typography>
            <Typography variant="body2">
              <strong>{translate('app.libro.proveedor')}:</strong> {proveedor?.nombre ?? '…'}
            </Typography>
            <Typography variant="body2">
              <strong>{translate('app.libro.ruc')}:</strong> {proveedor?.ruc ?? '…'}
            </Typography>
            <Typography variant="body2">
              <strong>{translate('app.libro.domicilio_proveedor')}:</strong> {proveedor?.direccion ?? '…'}
            </Typography>
          </Box>
          {filed ? (
            <Done
              filed={filed}
              values={values}
              onAnother={() => {
                setFiled(null);
                setValues(EMPTY);
              }}
            />
          ) : (
            <form onSubmit={(e) => void submit(e)} noValidate>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {translate('app.libro.intro')}
              </Typography>
              <Section title={translate('app.libro.seccion_consumidor')}>
                {text('nombre', { label: fieldLabel('nombre'), required: true, max: 200, autoComplete: 'name' })}
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextField
                    select
                    name="documento_tipo"
                    label={fieldLabel('documento_tipo')}
                    required
                    value={values.documento_tipo}
                    onChange={(e) => set('documento_tipo')(e.target.value)}
                    sx={{ minWidth: 220 }}
                    error={Boolean(errors.documento_tipo)}
                    helperText={errors.documento_tipo}
                  >
                    {DOCUMENTO_CONSUMIDOR_CHOICES.map((c) => (
                      <MenuItem key={c.id} value={c.id}>
                        {c.name}
                      </MenuItem>
                    ))}
                  </TextField>
                  {text('documento', { label: fieldLabel('documento'), required: true, max: 12 })}
                </Stack>
                {text('domicilio', { label: fieldLabel('domicilio'), required: true, max: 300, autoComplete: 'street-address' })}
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  {text('telefono', { label: fieldLabel('telefono'), type: 'tel', max: 30, autoComplete: 'tel' })}
                  {text('email', {
                    label: fieldLabel('email'),
                    type: 'email',
                    max: 254,
                    help: translate('app.libro.email_ayuda'),
                    autoComplete: 'email',
                  })}
                </Stack>
                <FormControlLabel
                  control={<Checkbox name="menor_edad" checked={values.menor_edad === true} onChange={(e) => set('menor_edad')(e.target.checked)} />}
                  label={fieldLabel('menor_edad')}
                />
                {values.menor_edad === true ? text('apoderado', { label: fieldLabel('apoderado'), required: true, max: 200 }) : null}
              </Section>
              <Section title={translate('app.libro.seccion_bien')}>
                <FormControl error={Boolean(errors.bien_tipo)} required>
                  <FormLabel id="bien-tipo">{fieldLabel('bien_tipo')}</FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby="bien-tipo"
                    name="bien_tipo"
                    value={values.bien_tipo}
                    onChange={(e) => set('bien_tipo')(e.target.value)}
                  >
                    {BIEN_TIPO_CHOICES.map((c) => (
                      <FormControlLabel key={c.id} value={c.id} control={<Radio />} label={c.name} />
                    ))}
                  </RadioGroup>
                  {errors.bien_tipo ? <FormHelperText>{errors.bien_tipo}</FormHelperText> : null}
                </FormControl>
                <Stack direction="row" spacing={2}>
                  <TextField
                    select
                    name="moneda"
                    label={fieldLabel('moneda')}
                    value={values.moneda}
                    onChange={(e) => set('moneda')(e.target.value)}
                    sx={{ width: 120 }}
                  >
                    <MenuItem value="PEN">S/</MenuItem>
                    <MenuItem value="USD">US$</MenuItem>
                  </TextField>
                  <TextField
                    name="monto"
                    label={fieldLabel('monto_reclamado')}
                    value={values.monto}
                    onChange={(e) => set('monto')(e.target.value)}
                    fullWidth
                    error={Boolean(errors.monto)}
                    helperText={errors.monto ?? translate('app.libro.monto_ayuda')}
                    slotProps={{
                      htmlInput: { inputMode: 'decimal' },
                      input: { startAdornment: <InputAdornment position="start">{currencySymbol(values.moneda)}</InputAdornment> },
                    }}
                  />
                </Stack>
                {text('descripcion_bien', { label: fieldLabel('descripcion_bien'), required: true, multiline: true, max: 2000 })}
              </Section>
              <Section title={translate('app.libro.seccion_detalle')}>
                <FormControl error={Boolean(errors.tipo)} required>
                  <FormLabel id="tipo">{fieldLabel('tipo')}</FormLabel>
                  <RadioGroup aria-labelledby="tipo" name="tipo" value={values.tipo} onChange={(e) => set('tipo')(e.target.value)}>
                    {TIPO_RECLAMO_CHOICES.map((c) => (
                      <FormControlLabel
                        key={c.id}
                        value={c.id}
                        control={<Radio />}
                        sx={{ alignItems: 'flex-start', mb: 1 }}
                        label={
                          <Box sx={{ pt: 1 }}>
                            <strong>{c.name}:</strong>{' '}
                            <Typography component="span" variant="body2">
                              {TIPO_RECLAMO_DEFINICION[c.id]}
                            </Typography>
                          </Box>
                        }
                      />
                    ))}
                  </RadioGroup>
                  {errors.tipo ? <FormHelperText>{errors.tipo}</FormHelperText> : null}
                </FormControl>
                {text('detalle', { label: fieldLabel('detalle'), required: true, multiline: true, max: 5000 })}
                {text('pedido', { label: fieldLabel('pedido'), required: true, multiline: true, max: 2000 })}
                {/* Honeypot: hidden from people and from assistive technology; bots fill it in. */}
                <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
                  <label>
                    Sitio web
                    <input
                      name="sitio_web"
                      tabIndex={-1}
                      autoComplete="off"
                      value={String(values.sitio_web)}
                      onChange={(e) => set('sitio_web')(e.target.value)}
                    />
                  </label>
                </Box>
                <FormControl error={Boolean(errors.acepta)}>
                  <FormControlLabel
                    control={<Checkbox name="acepta" checked={values.acepta === true} onChange={(e) => set('acepta')(e.target.checked)} />}
                    label={translate('app.libro.acepto')}
                  />
                  <FormHelperText>{errors.acepta ?? translate('app.libro.nota_firma')}</FormHelperText>
                </FormControl>
              </Section>
              <Section title={translate('app.libro.seccion_proveedor')}>
                <Typography variant="body2" color="text.secondary">
                  {translate('app.libro.proveedor_pendiente')}
                </Typography>
              </Section>
              <LegalNotes />
              <Divider sx={{ my: 2 }} />
              {problem ? (
                <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                  {problem}
                </Alert>
              ) : null}
              <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                disabled={busy}
                startIcon={busy ? <CircularProgress size={18} color="inherit" /> : null}
              >
                {busy ? translate('app.libro.enviando') : translate('app.libro.enviar')}
              </Button>
            </form>
          )}
          <Box sx={{ textAlign: 'center', mt: 3 }}>
            <Button component={RouterLink} to={LOGIN_ROUTE} size="small">
              {translate('app.libro.volver_login')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
