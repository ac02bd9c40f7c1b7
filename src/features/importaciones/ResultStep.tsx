// Step 4 of Sistema › Importar: the commit's progress (rows done, time left; GET /importaciones/{id} asked every
// second while it runs), then its result: the counts, the rows that were not saved, the file of the failed rows, and
// 'Deshacer importación' (confirmed first) while the server allows it.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import Download from '@mui/icons-material/Download';
import Undo from '@mui/icons-material/Undo';
import { useQueryClient } from '@tanstack/react-query';
import { Confirm, Link, Loading, useNotify } from 'react-admin';
import { apiErrorText } from '../../dataProvider/http';
import { useGuardedCall } from '../../dataProvider/hooks';
import { useT } from '../../i18n/useT';
import { grouped } from '../../lib/numbers';
import type { ModuleSchema } from '../../framework/schema';
import { descargarFallidas, deshacer, importKeys, useImportacion } from './api';

interface Props {
  readonly id: number;
  readonly modules: readonly ModuleSchema[];
}

export function ResultStep({ id, modules }: Props) {
  const translate = useT();
  const notify = useNotify();
  const client = useQueryClient();
  const guarded = useGuardedCall();
  const query = useImportacion(id);
  const [confirming, setConfirming] = useState(false);
  const [undoing, setUndoing] = useState(false);
  const estado = query.data?.estado;
  const modulo = query.data?.modulo;

  // Once written (or undone), the lists of the module and the past imports are read again.
  useEffect(() => {
    if (!estado || estado === 'en_curso') return;
    void client.invalidateQueries({ queryKey: importKeys.all });
    if (modulo) void client.invalidateQueries({ queryKey: [modulo] });
  }, [client, estado, modulo]);

  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <Alert severity="error" role="alert">
        {apiErrorText(query.error)}
      </Alert>
    );
  const s = query.data;
  const schema = modules.find((m) => m.name === s.modulo);
  const fail = (e: unknown) => {
    const text = apiErrorText(e);
    notify(text, { type: 'error', messageArgs: { _: text } });
  };
  const undo = async () => {
    setUndoing(true);
    try {
      const answer = await guarded(() => deshacer(s.id));
      const text = answer.msg ?? translate('app.importar.resultado.deshecha');
      notify(text, { type: 'success', messageArgs: { _: text } });
      await client.invalidateQueries({ queryKey: importKeys.all });
    } catch (e) {
      fail(e);
    } finally {
      setUndoing(false);
      setConfirming(false);
    }
  };

  if (s.estado === 'en_curso') {
    const percent = s.total > 0 ? Math.round((s.hechas / s.total) * 100) : 0;
    return (
      <Stack spacing={1} data-testid="importar-progreso">
        <LinearProgress variant="determinate" value={percent} aria-label={translate('app.importar.progreso.barra')} />
        <Typography role="status" aria-live="polite">
          {translate('app.importar.progreso.filas', { hechas: grouped(s.hechas), total: grouped(s.total) })}
          {s.segundosRestantes !== null ? ` · ${translate('app.importar.progreso.restante', { segundos: s.segundosRestantes })}` : ''}
        </Typography>
      </Stack>
    );
  }

  const r = s.resultado;
  const fallidas = r?.fallidas ?? [];
  const failedRows = s.resumen.errores + fallidas.length;
  const written = (r?.creados ?? 0) + (r?.actualizados ?? 0);
  return (
    <Stack spacing={2} data-testid="importar-resultado">
      <Typography variant="body2" color="text.secondary">
        #{s.id} · {schema?.label.many ?? s.modulo} · «{s.archivo}»
      </Typography>
      {s.estado === 'completada' && r ? (
        <Alert severity={failedRows ? 'warning' : 'success'} role="status" data-testid="importar-resultado-texto">
          {translate('app.importar.resultado.completada', { creados: r.creados, actualizados: r.actualizados, omitidos: r.omitidos })}
          {s.resumen.errores ? ` ${translate('app.importar.resultado.con_errores', { smart_count: s.resumen.errores })}.` : ''}
          {fallidas.length ? ` ${translate('app.importar.resultado.no_guardadas', { smart_count: fallidas.length })}.` : ''}
        </Alert>
      ) : null}
      {s.estado === 'fallida' ? (
        <Alert severity="error" role="alert" data-testid="importar-resultado-texto">
          {r?.error ?? translate('app.importar.errors.failed')}
        </Alert>
      ) : null}
      {s.estado === 'deshecha' ? (
        <Alert severity="info" role="status" data-testid="importar-resultado-texto">
          {r?.dejados?.length
            ? translate('app.importar.resultado.deshecha_dejados', { smart_count: r.dejados.length, registros: r.dejados.join(', ') })
            : translate('app.importar.resultado.deshecha')}
        </Alert>
      ) : null}
      {fallidas.length ? (
        <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="importar-no-guardadas">
          {fallidas.slice(0, 20).map((f) => (
            <Typography component="li" variant="body2" key={f.fila}>
              {translate('app.importar.fila', { fila: f.fila }).replace(/^./, (c) => c.toUpperCase())}: {f.motivo}
            </Typography>
          ))}
        </Box>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        {failedRows > 0 && s.estado !== 'fallida' ? (
          <Button
            variant="outlined"
            startIcon={<Download />}
            onClick={() => void descargarFallidas(s.id).catch(fail)}
            data-testid="importar-fallidas"
          >
            {translate('app.importar.resultado.fallidas')}
          </Button>
        ) : null}
        {s.estado === 'completada' && written > 0 ? (
          <Button
            variant="outlined"
            color="error"
            startIcon={<Undo />}
            onClick={() => setConfirming(true)}
            disabled={undoing}
            data-testid="importar-deshacer"
          >
            {translate('app.importar.resultado.deshacer')}
          </Button>
        ) : null}
        {schema && s.estado === 'completada' ? (
          <Link to={`/${schema.name}`} data-testid="importar-ver-registros">
            {translate('app.importar.resultado.ver_registros', { modulo: schema.label.many })}
          </Link>
        ) : null}
      </Stack>
      <Confirm
        isOpen={confirming}
        loading={undoing}
        title={translate('app.importar.resultado.deshacer_titulo', { id: s.id })}
        content={
          r?.actualizados
            ? translate('app.importar.resultado.deshacer_texto_actualizados', {
                creados: r.creados,
                actualizados: r.actualizados,
                archivo: s.archivo,
              })
            : translate('app.importar.resultado.deshacer_texto', { n: written, archivo: s.archivo })
        }
        confirm={translate('app.importar.resultado.deshacer')}
        confirmColor="warning"
        onConfirm={() => void undo()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
