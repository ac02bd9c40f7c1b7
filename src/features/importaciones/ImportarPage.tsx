// Sistema › Importar (administrators; AdminApp wraps it in AdminOnly): a stepper the agency follows to bring a
// spreadsheet in — 1 the module and the file, 2 the columns, 3 the preview (nothing written until here), 4 the
// commit's progress and result — with the past imports below. Each step's heading takes the focus when it opens,
// so a screen reader says where the user is.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { Title, useNotify } from 'react-admin';
import { apiErrorText } from '../../dataProvider/http';
import { useGuardedCall } from '../../dataProvider/hooks';
import { useT } from '../../i18n/useT';
import type { MessageKey } from '../../i18n/keys';
import { modules as registry } from '../../resources/registry';
import { analizar, confirmar, type AnalizarInput } from './api';
import { FileStep } from './FileStep';
import { ImportHistory } from './ImportHistory';
import { isImportable } from './shared/importable';
import { MappingStep } from './MappingStep';
import { PreviewStep } from './PreviewStep';
import { ResultStep } from './ResultStep';
import type { AnalisisGuardado, Duplicados } from './shared/types';

const PASOS: readonly MessageKey[] = [
  'app.importar.pasos.archivo',
  'app.importar.pasos.columnas',
  'app.importar.pasos.vista_previa',
  'app.importar.pasos.resultado',
];
const TITULOS: readonly MessageKey[] = [
  'app.importar.archivo.titulo',
  'app.importar.columnas.titulo',
  'app.importar.vista.titulo',
  'app.importar.resultado.titulo',
];

export function ImportarPage() {
  const translate = useT();
  const notify = useNotify();
  const guarded = useGuardedCall();
  const modules = useMemo(
    () => registry.filter((m) => isImportable(m, 'Administrador')).sort((a, b) => a.label.many.localeCompare(b.label.many, 'es')),
    [],
  );
  const [paso, setPaso] = useState(0);
  const [modulo, setModulo] = useState(() => modules.find((m) => m.name === 'ofertantes')?.name ?? modules[0]?.name ?? '');
  const [archivo, setArchivo] = useState<File | null>(null);
  const [analisis, setAnalisis] = useState<AnalisisGuardado | null>(null);
  const [duplicados, setDuplicados] = useState<Duplicados>('omitir');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [importId, setImportId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [mappingDirty, setMappingDirty] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const schema = modules.find((m) => m.name === (analisis?.modulo ?? modulo));

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [paso]);

  const analyse = async (input: Omit<AnalizarInput, 'archivo'>, file: File, next: number) => {
    setBusy(file.name);
    setError(null);
    try {
      const result = await guarded(() => analizar({ ...input, archivo: file }));
      setArchivo(file);
      setAnalisis(result);
      setMappingDirty(false);
      setDuplicados('omitir');
      setPaso(next);
    } catch (e) {
      setError(apiErrorText(e));
    } finally {
      setBusy(null);
    }
  };

  const commit = async () => {
    if (!analisis) return;
    setConfirming(true);
    try {
      const started = await guarded(() => confirmar(analisis.id, duplicados));
      setImportId(started.id);
      setPaso(3);
    } catch (e) {
      const text = apiErrorText(e);
      notify(text, { type: 'error', messageArgs: { _: text } });
    } finally {
      setConfirming(false);
    }
  };

  const restart = () => {
    setPaso(0);
    setArchivo(null);
    setAnalisis(null);
    setImportId(null);
    setError(null);
  };

  const open = (id: number) => {
    setImportId(id);
    setPaso(3);
  };

  const toWrite = analisis ? analisis.resumen.nuevos + (duplicados === 'omitir' ? 0 : analisis.resumen.duplicados) : 0;

  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Title title={translate('app.importar.titulo')} />
      <Card>
        <CardContent>
          <Stepper activeStep={paso} alternativeLabel sx={{ mb: 3 }}>
            {PASOS.map((p, i) => (
              <Step key={p} completed={i < paso}>
                <StepLabel>{translate(p)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <Typography variant="h6" component="h2" ref={heading} tabIndex={-1} sx={{ mb: 2, outline: 'none' }} data-testid="importar-paso">
            {translate(TITULOS[paso] ?? 'app.importar.titulo')}
          </Typography>
          {paso === 0 ? (
            <FileStep
              modules={modules}
              modulo={modulo}
              onModulo={setModulo}
              busy={busy}
              onError={setError}
              onFile={(file) => void analyse({ modulo }, file, 1)}
            />
          ) : null}
          {paso === 1 && analisis && archivo && schema ? (
            <MappingStep
              key={analisis.id}
              schema={schema}
              analisis={analisis}
              busy={busy !== null}
              onDirty={setMappingDirty}
              onHoja={(hoja) => void analyse({ modulo: analisis.modulo, hoja }, archivo, 1)}
              onReanalyze={(mapeo) => void analyse({ modulo: analisis.modulo, hoja: analisis.hoja, mapeo }, archivo, 1)}
            />
          ) : null}
          {paso === 2 && analisis ? <PreviewStep analisis={analisis} duplicados={duplicados} onDuplicados={setDuplicados} /> : null}
          {paso === 3 && importId !== null ? <ResultStep key={importId} id={importId} modules={modules} /> : null}
          {busy ? (
            <Box role="status" sx={{ mt: 2 }}>
              <Typography variant="body2">{translate('app.importar.archivo.analizando', { archivo: busy })}</Typography>
              <LinearProgress aria-label={translate('app.importar.archivo.analizando', { archivo: busy })} />
            </Box>
          ) : null}
          {error ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="importar-error">
              {error}
            </Alert>
          ) : null}
          <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}>
            {paso === 1 || paso === 2 ? (
              <Button onClick={() => setPaso(paso - 1)} disabled={busy !== null || confirming} data-testid="importar-atras">
                {translate('app.importar.atras')}
              </Button>
            ) : null}
            {paso === 1 ? (
              <Button variant="contained" onClick={() => setPaso(2)} disabled={busy !== null || mappingDirty} data-testid="importar-continuar">
                {translate('app.importar.continuar')}
              </Button>
            ) : null}
            {paso === 2 ? (
              <Button variant="contained" onClick={() => void commit()} disabled={confirming || toWrite === 0} data-testid="importar-confirmar">
                {toWrite === 0 ? translate('app.importar.vista.nada') : translate('app.importar.vista.confirmar', { smart_count: toWrite })}
              </Button>
            ) : null}
            {paso === 3 ? (
              <Button variant="contained" onClick={restart} data-testid="importar-otra">
                {translate('app.importar.resultado.otra')}
              </Button>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
      <ImportHistory modules={modules} onOpen={open} />
    </Stack>
  );
}
