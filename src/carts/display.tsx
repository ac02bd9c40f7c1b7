// How a cart item shows (header dropdown and cart page): ofertante with its P photo, description and price in its
// own currency; demandante with 'Compra'/'Alquiler', description and its price range.
import type { SyntheticEvent } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import { useT } from '../i18n/useT';
import { imageUrl, NO_IMAGE } from '../lib/images';
import { formatMoney } from '../lib/money';
import { operacionDemanda } from '../resources/demandantes/schema';
import type { ShareableProperty } from '../resources/ofertantes/share';
import { CART_RESOURCE, isOfertanteItem, itemRecordId, type CartItem, type CartKind, type OfertanteItem } from './api';

export function itemLink(kind: CartKind, item: CartItem): string {
  return `/${CART_RESOURCE[kind]}/${itemRecordId(item)}/show`;
}

/** A property of the cart as the share menu takes it. */
export const shareableItem = (item: OfertanteItem): ShareableProperty => ({
  id: item.id_propiedad,
  codigo: item.codigo ?? '',
  descripcion: item.descripcion,
  precio: item.precio,
  moneda: item.moneda,
  publicado: item.publicado,
});

export function usePriceText() {
  const translate = useT();
  return (item: CartItem): string => {
    if (isOfertanteItem(item)) return formatMoney(item.precio, item.moneda);
    const min = formatMoney(item.precio_min, item.moneda);
    const max = formatMoney(item.precio_max, item.moneda);
    if (min && max) return `${min} – ${max}`;
    if (min) return translate('app.carrito.desde', { precio: min });
    if (max) return translate('app.carrito.hasta', { precio: max });
    return '';
  };
}

export function ItemImage({ item, width = 94 }: { readonly item: OfertanteItem; readonly width?: number }) {
  return (
    <Box
      component="img"
      src={imageUrl(item.imagen, item.id_propiedad, 'P')}
      alt={item.descripcion}
      loading="lazy"
      onError={(e: SyntheticEvent<HTMLImageElement>) => {
        if (!e.currentTarget.src.endsWith(NO_IMAGE)) e.currentTarget.src = NO_IMAGE;
      }}
      sx={{
        width,
        height: Math.round((width * 125) / 188),
        objectFit: 'cover',
        borderRadius: 1,
        flexShrink: 0,
        bgcolor: 'action.hover',
        display: 'block',
      }}
    />
  );
}

export function OperacionChip({ tipo }: { readonly tipo: string }) {
  return (
    <Chip
      size="small"
      label={operacionDemanda(tipo)}
      color={tipo === 'C' ? 'primary' : 'secondary'}
      variant="outlined"
      sx={{ height: 20, fontSize: 11 }}
    />
  );
}

/** Two-line description that never grows the dropdown wider than its box. */
export function ItemText({ text }: { readonly text: string }) {
  return (
    <Typography
      variant="body2"
      sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', wordBreak: 'break-word', lineHeight: 1.35 }}
      title={text}
    >
      {text}
    </Typography>
  );
}
