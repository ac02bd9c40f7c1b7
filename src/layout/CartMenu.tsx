// Header dropdown of one cart (seed §2 Header, §4, §8): total, items linking to their detail, a remove button per
// item, a link to the cart page, and for the properties 'Compartir' (all of them as one WhatsApp message, issue 30);
// a success or error message for 3 s (a refused deletion shows the server's msg).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Box, Button, CircularProgress, IconButton, List, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useT } from '../i18n/useT';
import { CART_PAGE, isOfertanteItem, itemRecordId, useCartCount, useCartList, useRemoveFromCart, type CartItem, type CartKind } from '../carts/api';
import { ItemImage, ItemText, OperacionChip, itemLink, shareableItem, usePriceText } from '../carts/display';
import { ShareMenu } from '../resources/ofertantes/share';
import { HeaderDropdown } from './HeaderDropdown';
import { iconFor } from './icons';
import { useStatusMessage } from './useStatusMessage';

export const CART_ICON: Record<CartKind, string> = { carrito: 'shopping_cart', carritode: 'cart_demandantes' };

function CartRow({
  kind,
  item,
  onOpen,
  onRemove,
  busy,
}: {
  readonly kind: CartKind;
  readonly item: CartItem;
  readonly onOpen: () => void;
  readonly onRemove: () => void;
  readonly busy: boolean;
}) {
  const translate = useT();
  const price = usePriceText()(item);
  const id = itemRecordId(item);
  return (
    <ListItem divider data-testid={`cart-${kind}-item-${id}`} sx={{ gap: 1.5, alignItems: 'center', py: 1, pr: 1 }}>
      <Box
        component={Link}
        to={itemLink(kind, item)}
        onClick={onOpen}
        sx={{
          display: 'flex',
          gap: 1.5,
          alignItems: 'center',
          flex: 1,
          minWidth: 0,
          color: 'inherit',
          textDecoration: 'none',
          '&:hover .cart-title': { color: 'primary.main' },
        }}
      >
        {isOfertanteItem(item) ? <ItemImage item={item} width={72} /> : null}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          {isOfertanteItem(item) ? null : <OperacionChip tipo={item.tipo_operacion} />}
          <Box className="cart-title">
            <ItemText text={item.descripcion} />
          </Box>
          <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
            {price}
          </Typography>
        </Box>
      </Box>
      <Tooltip title={translate('app.carrito.remove')}>
        <span>
          <IconButton
            size="small"
            edge="end"
            aria-label={`${translate('app.carrito.remove')}: ${item.descripcion}`}
            onClick={onRemove}
            disabled={busy}
            data-testid={`cart-${kind}-remove-${item.id_carrito}`}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </ListItem>
  );
}

export function CartMenu({ kind }: { readonly kind: CartKind }) {
  const translate = useT();
  const count = useCartCount(kind);
  // The list loads when the dropdown is first opened (the badge only needs contar).
  const [opened, setOpened] = useState(false);
  const list = useCartList(kind, { enabled: opened });
  const remove = useRemoveFromCart(kind);
  const [status, show] = useStatusMessage();
  const Icon = iconFor(CART_ICON[kind]);
  const title = translate(`app.carrito.${kind}.title`);
  const total = list.data?.length ?? count.data ?? 0;
  const items = list.data ?? [];
  const properties = items.filter(isOfertanteItem);

  const onRemove = (item: CartItem) =>
    remove.mutate(item.id_carrito, {
      onSuccess: (res) => show('success', res.msg ?? translate('app.carrito.removed')),
      // The server's msg (HttpError.message), or the transport error, for 3 s.
      onError: (e) => show('error', e.message),
    });

  return (
    <HeaderDropdown
      label={title}
      icon={<Icon />}
      count={count.data ?? 0}
      testId={`cart-${kind}`}
      title={title}
      subtitle={translate(`app.carrito.${kind}.count`, { smart_count: total })}
      status={status}
      onOpen={() => {
        if (opened) void list.refetch();
        else setOpened(true);
      }}
      footer={(close) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button component={Link} to={CART_PAGE[kind]} onClick={close} size="small" sx={{ flex: 1 }} data-testid={`cart-${kind}-page-link`}>
            {translate('app.carrito.open_page')}
          </Button>
          {properties.length > 0 ? (
            <ShareMenu
              properties={properties.map(shareableItem)}
              label={translate('app.ofertantes.compartir.titulo_n', { smart_count: properties.length })}
              testId={`cart-${kind}`}
            />
          ) : null}
        </Stack>
      )}
    >
      {(close) => {
        if (list.isPending && !list.data) {
          return (
            <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
              <CircularProgress size={24} aria-label={translate('app.carrito.loading')} />
            </Box>
          );
        }
        if (list.isError && !list.data) {
          return (
            <Typography sx={{ p: 2 }} color="error" variant="body2">
              {translate('app.carrito.load_error', { msg: list.error.message })}
            </Typography>
          );
        }
        if (items.length === 0) {
          return (
            <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary" variant="body2" data-testid={`cart-${kind}-empty`}>
              {translate(`app.carrito.${kind}.empty`)}
            </Typography>
          );
        }
        return (
          <List disablePadding>
            {items.map((item) => (
              <CartRow
                key={item.id_carrito}
                kind={kind}
                item={item}
                onOpen={close}
                onRemove={() => onRemove(item)}
                busy={remove.isPending && remove.variables === item.id_carrito}
              />
            ))}
          </List>
        );
      }}
    </HeaderDropdown>
  );
}
