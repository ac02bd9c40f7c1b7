// 'Agregar al carrito' for the record in context (a show view or a list row). Shows 'En el carrito' once it is
// there; the header badge and dropdown update at once (shared react-query keys).
import type { MouseEvent } from 'react';
import { IconButton } from '@mui/material';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Check from '@mui/icons-material/Check';
import { Button, useNotify, useRecordContext, type RaRecord } from 'react-admin';
import { useT } from '../i18n/useT';
import { CART_REF, useAddToCart, useCartRecordIds, type CartKind } from './api';

export interface AddToCartButtonProps {
  readonly cart: CartKind;
  /** The record (default: the record context). */
  readonly record?: RaRecord;
  /** Icon only (its name as the hover hint), for narrow list columns. */
  readonly compact?: boolean;
}

export function AddToCartButton({ cart, record: explicit, compact = false }: AddToCartButtonProps) {
  const context = useRecordContext();
  const record = explicit ?? context;
  const translate = useT();
  const notify = useNotify();
  const add = useAddToCart(cart);
  const inCart = useCartRecordIds(cart);
  if (!record) return null;
  const id = Number(record[CART_REF[cart]] ?? record.id);
  const already = inCart?.has(id) ?? false;
  const onClick = (e: MouseEvent) => {
    // Inside a list row: do not open the record.
    e.stopPropagation();
    add.mutate(id, {
      onSuccess: (res) => {
        const msg = res.msg ?? translate(`app.carrito.${cart}.added`);
        notify(msg, { type: res.data.agregado ? 'success' : 'info', messageArgs: { _: msg } });
      },
      onError: (err) => notify(err.message, { type: 'error', messageArgs: { _: err.message } }),
    });
  };
  const label = translate(already ? 'app.carrito.in_cart' : 'app.carrito.add');
  const icon = already ? <Check /> : <AddShoppingCart />;
  const testId = `add-to-${cart}-${id}`;
  if (compact) {
    // The hint is the native title (on a wrapper: a disabled button gets no pointer events): one MUI Tooltip per row
    // of a 25-row list cost more than the row's other cells (issue 26 §11).
    return (
      <span title={label}>
        <IconButton size="small" color="primary" aria-label={label} onClick={onClick} disabled={already || add.isPending} data-testid={testId}>
          {icon}
        </IconButton>
      </span>
    );
  }
  return (
    <Button label={label} onClick={onClick} disabled={already || add.isPending} data-testid={testId}>
      {icon}
    </Button>
  );
}
