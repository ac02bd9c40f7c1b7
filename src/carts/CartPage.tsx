// The cart pages (seed §2 Favoritos): /favoritos/carrito/listado (Carrito Ofertantes) and
// /favoritos/carritode/listado (Carrito Demandantes): the items with remove, and 'Vaciar' after a confirmation.
// The properties' cart also shares (issue 30): each property, and the ticked ones (or all) as one WhatsApp message.
import { msg } from '../i18n/keys';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Box,
  Card,
  Checkbox,
  CircularProgress,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DeleteSweep from '@mui/icons-material/DeleteSweep';
import { Button, Confirm, Title, TopToolbar, useNotify } from 'react-admin';
import { useT } from '../i18n/useT';
import { isOfertanteItem, itemRecordId, useCartList, useEmptyCart, useRemoveFromCart, type CartItem, type CartKind } from './api';
import { ItemImage, ItemText, OperacionChip, itemLink, shareableItem, usePriceText } from './display';
import { ShareMenu } from '../resources/ofertantes/share';

function useNotifyText() {
  const notify = useNotify();
  return (type: 'success' | 'error', text: string) => notify(text, { type, messageArgs: { _: text } });
}

/** The ticks of the properties' cart (ids of properties), and their header box. */
interface Ticks {
  readonly ticked: ReadonlySet<number>;
  readonly toggle: (id: number) => void;
  readonly all: boolean;
  readonly some: boolean;
  readonly toggleAll: () => void;
}

function Columns({ kind, ticks }: { readonly kind: CartKind; readonly ticks?: Ticks }) {
  const translate = useT();
  const heads =
    kind === 'carrito'
      ? (['col_imagen', 'col_codigo', 'col_descripcion', 'col_precio'] as const)
      : (['col_operacion', 'col_descripcion', 'col_rango'] as const);
  return (
    <TableHead>
      <TableRow>
        {ticks ? (
          <TableCell padding="checkbox">
            <Checkbox
              checked={ticks.all}
              indeterminate={ticks.some && !ticks.all}
              onChange={ticks.toggleAll}
              slotProps={{ input: { 'aria-label': translate('app.carrito.marcar_todos') } }}
              data-testid={`cart-page-${kind}-tick-all`}
            />
          </TableCell>
        ) : null}
        {heads.map((h) => (
          <TableCell key={h} sx={{ fontWeight: 600 }}>
            {translate(`app.carrito.${h}`)}
          </TableCell>
        ))}
        <TableCell align="right" sx={{ fontWeight: 600 }}>
          {translate('app.carrito.col_acciones')}
        </TableCell>
      </TableRow>
    </TableHead>
  );
}

function Row({ kind, item, ticks }: { readonly kind: CartKind; readonly item: CartItem; readonly ticks?: Ticks }) {
  const translate = useT();
  const price = usePriceText()(item);
  const remove = useRemoveFromCart(kind);
  const say = useNotifyText();
  const link = (
    <Box component={Link} to={itemLink(kind, item)} sx={{ color: 'inherit', textDecoration: 'none', '&:hover': { color: 'primary.main' } }}>
      <ItemText text={item.descripcion} />
    </Box>
  );
  const onRemove = () =>
    remove.mutate(item.id_carrito, {
      onSuccess: (res) => say('success', res.msg ?? translate('app.carrito.removed')),
      onError: (e) => say('error', e.message),
    });
  return (
    <TableRow hover data-testid={`cart-page-${kind}-row-${itemRecordId(item)}`}>
      {ticks && isOfertanteItem(item) ? (
        <TableCell padding="checkbox">
          <Checkbox
            checked={ticks.ticked.has(item.id_propiedad)}
            onChange={() => ticks.toggle(item.id_propiedad)}
            slotProps={{ input: { 'aria-label': translate('app.carrito.marcar', { item: item.codigo ?? item.descripcion }) } }}
            data-testid={`cart-page-${kind}-tick-${item.id_propiedad}`}
          />
        </TableCell>
      ) : null}
      {isOfertanteItem(item) ? (
        <>
          <TableCell sx={{ width: 110 }}>
            <ItemImage item={item} />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.codigo ?? ''}</TableCell>
        </>
      ) : (
        <TableCell sx={{ width: 110 }}>
          <OperacionChip tipo={item.tipo_operacion} />
        </TableCell>
      )}
      <TableCell sx={{ maxWidth: 480 }}>{link}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{price}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {isOfertanteItem(item) ? <ShareMenu compact properties={[shareableItem(item)]} testId={`cart-${item.id_propiedad}`} /> : null}
        <Tooltip title={translate('app.carrito.remove')}>
          <span>
            <IconButton
              onClick={onRemove}
              disabled={remove.isPending}
              aria-label={`${translate('app.carrito.remove')}: ${item.descripcion}`}
              data-testid={`cart-page-${kind}-remove-${item.id_carrito}`}
            >
              <DeleteOutline />
            </IconButton>
          </span>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}

export function CartPage({ kind }: { readonly kind: CartKind }) {
  const translate = useT();
  const list = useCartList(kind);
  const empty = useEmptyCart(kind);
  const say = useNotifyText();
  const [confirming, setConfirming] = useState(false);
  const items = list.data ?? [];
  const title = translate(`app.carrito.${kind}.title`);
  const [tickedIds, setTicked] = useState<ReadonlySet<number>>(new Set());
  const properties = items.filter(isOfertanteItem);
  // Ticks of items that left the cart do not count.
  const ticked = new Set(properties.filter((p) => tickedIds.has(p.id_propiedad)).map((p) => p.id_propiedad));
  const ticks: Ticks | undefined =
    kind === 'carrito'
      ? {
          ticked,
          all: properties.length > 0 && ticked.size === properties.length,
          some: ticked.size > 0,
          toggle: (id) =>
            setTicked((old) => {
              const next = new Set(old);
              if (next.has(id)) next.delete(id);
              else next.add(id);
              return next;
            }),
          toggleAll: () => setTicked(ticked.size === properties.length ? new Set() : new Set(properties.map((p) => p.id_propiedad))),
        }
      : undefined;
  const shared = (ticked.size ? properties.filter((p) => ticked.has(p.id_propiedad)) : properties).map(shareableItem);

  const onEmpty = () =>
    empty.mutate(undefined, {
      onSuccess: (res) => say('success', res.msg ?? translate('app.carrito.emptied')),
      onError: (e) => say('error', e.message),
      onSettled: () => setConfirming(false),
    });

  let body;
  if (list.isPending)
    body = (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress size={28} />
      </Box>
    );
  else if (list.isError)
    body = (
      <Typography sx={{ p: 3 }} color="error">
        {translate('app.carrito.load_error', { msg: list.error.message })}
      </Typography>
    );
  else if (items.length === 0) {
    body = (
      <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary" data-testid={`cart-page-${kind}-empty`}>
        {translate(`app.carrito.${kind}.empty`)}
      </Typography>
    );
  } else {
    body = (
      <TableContainer>
        <Table size="small">
          <Columns kind={kind} ticks={ticks} />
          <TableBody>
            {items.map((item) => (
              <Row key={item.id_carrito} kind={kind} item={item} ticks={ticks} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={title} />
      <TopToolbar sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary" data-testid={`cart-page-${kind}-total`}>
          {translate(`app.carrito.${kind}.count`, { smart_count: items.length })}
          {kind === 'carrito' && properties.length > 1
            ? ` · ${translate(ticked.size ? 'app.ofertantes.compartir.marcados' : 'app.ofertantes.compartir.todos')}`
            : ''}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {kind === 'carrito' && shared.length > 0 ? (
          <ShareMenu
            properties={shared}
            label={translate('app.ofertantes.compartir.titulo_n', { smart_count: shared.length })}
            testId={`cart-page-${kind}`}
          />
        ) : null}
        <Button
          label={translate('app.carrito.vaciar')}
          onClick={() => setConfirming(true)}
          disabled={items.length === 0 || empty.isPending}
          color="error"
          data-testid={`cart-page-${kind}-vaciar`}
        >
          <DeleteSweep />
        </Button>
      </TopToolbar>
      <Card>{body}</Card>
      <Confirm
        isOpen={confirming}
        loading={empty.isPending}
        title={translate('app.carrito.confirm_title')}
        content={translate('app.carrito.confirm_content')}
        confirm={msg('app.carrito.vaciar')}
        confirmColor="warning"
        onConfirm={onEmpty}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
