// Argumentos de venta, edited in place: grouped by property type, click a row to edit it (Enter saves, Esc
// cancels, Shift+Enter starts a new line in the argument), reorder by dragging or with the arrows. No form pages.
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  LinearProgress,
  List as MuiList,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { Title, useCreate, useDelete, useGetList, useNotify, useUpdate, type RaRecord } from 'react-admin';
import { useT } from '../../i18n/useT';
import { apiErrorText, apiPostJson } from '../../dataProvider/http';
import schema, { TIPO_ARGUMENTO_CHOICES } from './schema';
import { fieldOf } from '../../framework/schema';

interface Argumento extends RaRecord {
  readonly tipo_inmueble: string;
  readonly titulo: string;
  readonly argumento: string;
  readonly orden: number;
}

interface Draft {
  readonly id: number | 'nuevo';
  readonly tipo: string;
  readonly titulo: string;
  readonly argumento: string;
}

/** `ids` with the item at `from` moved to `to`. */
export function moved<T>(ids: readonly T[], from: number, to: number): T[] {
  const out = [...ids];
  const [item] = out.splice(from, 1);
  if (item === undefined) return out;
  out.splice(Math.max(0, Math.min(to, out.length)), 0, item);
  return out;
}

function Editor({
  draft,
  onChange,
  onSave,
  onCancel,
}: {
  readonly draft: Draft;
  readonly onChange: (d: Draft) => void;
  readonly onSave: () => void;
  readonly onCancel: () => void;
}) {
  const keys = (e: KeyboardEvent) => {
    if (e.key === 'Escape') onCancel();
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      onSave();
    }
  };
  return (
    <Stack spacing={1} sx={{ width: '100%', py: 1 }}>
      <TextField
        size="small"
        label={fieldOf(schema, 'titulo').label}
        value={draft.titulo}
        autoFocus
        onKeyDown={keys}
        onChange={(e) => onChange({ ...draft, titulo: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <TextField
        size="small"
        label={fieldOf(schema, 'argumento').label}
        value={draft.argumento}
        multiline
        minRows={2}
        onKeyDown={keys}
        onChange={(e) => onChange({ ...draft, argumento: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </Stack>
  );
}

function Group({
  tipo,
  name,
  rows,
  draft,
  setDraft,
  save,
  reorder,
  remove,
}: {
  readonly tipo: string;
  readonly name: string;
  readonly rows: readonly Argumento[];
  readonly draft: Draft | null;
  readonly setDraft: (d: Draft | null) => void;
  readonly save: () => void;
  readonly reorder: (tipo: string, ids: number[]) => void;
  readonly remove: (a: Argumento) => void;
}) {
  const translate = useT();
  const [dragged, setDragged] = useState<number | null>(null);
  const ids = rows.map((r) => Number(r.id));
  const drop = (e: DragEvent, to: number) => {
    e.preventDefault();
    if (dragged !== null && dragged !== to) reorder(tipo, moved(ids, dragged, to));
    setDragged(null);
  };
  const editor = (d: Draft) => <Editor draft={d} onChange={setDraft} onSave={save} onCancel={() => setDraft(null)} />;
  return (
    <Card sx={{ mb: 2 }} data-tipo={tipo}>
      <CardHeader
        title={name}
        slotProps={{ title: { variant: 'subtitle1', fontWeight: 600 } }}
        action={
          <Tooltip title={translate('app.publicidad.argumentos.nuevo')}>
            <IconButton
              aria-label={translate('app.publicidad.argumentos.nuevo')}
              onClick={() => setDraft({ id: 'nuevo', tipo, titulo: '', argumento: '' })}
            >
              <Add />
            </IconButton>
          </Tooltip>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {rows.length === 0 && draft?.tipo !== tipo ? (
          <Typography color="text.secondary" variant="body2">
            {translate('app.publicidad.argumentos.vacio')}
          </Typography>
        ) : null}
        <MuiList dense disablePadding>
          {rows.map((r, i) => (
            <ListItem
              key={r.id}
              divider
              draggable={draft === null}
              onDragStart={() => setDragged(i)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => drop(e, i)}
              sx={{ alignItems: 'flex-start', opacity: dragged === i ? 0.5 : 1 }}
            >
              <Tooltip title={translate('app.publicidad.argumentos.arrastrar')}>
                <DragIndicator sx={{ mt: 1, mr: 1, color: 'text.disabled', cursor: 'grab' }} />
              </Tooltip>
              {draft?.id === r.id ? (
                editor(draft)
              ) : (
                // The hint describes the argument; its name stays the text it shows (WCAG 2.5.3).
                <Tooltip title={translate('app.publicidad.argumentos.editar')} placement="top-start" describeChild>
                  <ListItemText
                    sx={{ cursor: 'text' }}
                    primary={`${r.orden}. ${r.titulo}`}
                    secondary={r.argumento}
                    // Reached and opened with the keyboard too (Tab, then Enter or Space).
                    role="button"
                    tabIndex={0}
                    onClick={() => setDraft({ id: Number(r.id), tipo, titulo: r.titulo, argumento: r.argumento })}
                    onKeyDown={(e) => {
                      if (e.key !== 'Enter' && e.key !== ' ') return;
                      e.preventDefault();
                      setDraft({ id: Number(r.id), tipo, titulo: r.titulo, argumento: r.argumento });
                    }}
                  />
                </Tooltip>
              )}
              <Box sx={{ display: 'flex', flexShrink: 0 }}>
                <IconButton
                  size="small"
                  disabled={i === 0}
                  aria-label={translate('app.publicidad.argumentos.subir')}
                  onClick={() => reorder(tipo, moved(ids, i, i - 1))}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  disabled={i === rows.length - 1}
                  aria-label={translate('app.publicidad.argumentos.bajar')}
                  onClick={() => reorder(tipo, moved(ids, i, i + 1))}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
                <IconButton size="small" aria-label={translate('app.publicidad.argumentos.eliminar')} onClick={() => remove(r)}>
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Box>
            </ListItem>
          ))}
          {draft?.id === 'nuevo' && draft.tipo === tipo ? <ListItem>{editor(draft)}</ListItem> : null}
        </MuiList>
      </CardContent>
    </Card>
  );
}

export function InlineArguments() {
  const notify = useNotify();
  const translate = useT();
  const {
    data = [],
    isPending,
    refetch,
  } = useGetList<Argumento>(schema.name, { pagination: { page: 1, perPage: 100 }, sort: { field: 'orden', order: 'ASC' } });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [create] = useCreate();
  const [update] = useUpdate();
  const [del] = useDelete();
  const failed = (e: unknown) => notify(apiErrorText(e), { type: 'error' });
  const done = (msg: string) => {
    notify(msg, { type: 'success' });
    setDraft(null);
    void refetch();
  };
  const save = () => {
    if (!draft) return;
    const values = { titulo: draft.titulo.trim(), argumento: draft.argumento.trim() };
    const options = { mutationMode: 'pessimistic' as const, onSuccess: () => done('app.publicidad.argumentos.guardado'), onError: failed };
    if (draft.id === 'nuevo') void create(schema.name, { data: { ...values, tipo_inmueble: draft.tipo } }, options);
    else {
      const previous = data.find((a) => a.id === draft.id);
      void update(schema.name, { id: draft.id, data: values, previousData: previous }, options);
    }
  };
  const reorder = (tipo: string, ids: number[]) => {
    apiPostJson('/argumentosventa/ordenar', { tipo_inmueble: tipo, ids }).then(() => done('app.publicidad.argumentos.ordenado'), failed);
  };
  const remove = (a: Argumento) => {
    void del(
      schema.name,
      { id: a.id, previousData: a },
      { mutationMode: 'pessimistic', onSuccess: () => done('app.publicidad.argumentos.eliminado'), onError: failed },
    );
  };
  return (
    <Box sx={{ mt: 2, maxWidth: 960 }}>
      <Title title={schema.label.many} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.publicidad.argumentos.editar')}
      </Typography>
      {isPending ? (
        <LinearProgress />
      ) : (
        TIPO_ARGUMENTO_CHOICES.map((c) => (
          <Group
            key={c.id}
            tipo={c.id}
            name={c.name}
            rows={data.filter((a) => a.tipo_inmueble === c.id)}
            draft={draft}
            setDraft={setDraft}
            save={save}
            reorder={reorder}
            remove={remove}
          />
        ))
      )}
    </Box>
  );
}
