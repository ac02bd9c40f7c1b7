// 'Agregar al carrito' for the record in context (a show view or a list row). Shows 'En el carrito' once it is
// there; the header badge and dropdown update at once (shared react-query keys). The rows of a list inside
// <CartRows> share one reading of the cart and one adder: each row's own (the session, the identity, the cart, a
// mutation: six queries' machinery) was one of the costliest cells of a list's render (issue 26 §11).
import { createContext, useCallback, useContext, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
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

/** What the buttons of one cart need: which records are in it, which are being added, and the adding. */
interface CartAdder {
  readonly inCart: ReadonlySet<number> | undefined;
  readonly adding: ReadonlySet<number>;
  readonly add: (id: number) => void;
}

/** Adds to `cart`, saying how it went; several records may be on their way at once. */
function useCartAdder(cart: CartKind): CartAdder {
  const translate = useT();
  const notify = useNotify();
  const { mutateAsync } = useAddToCart(cart);
  const inCart = useCartRecordIds(cart);
  const [adding, setAdding] = useState<ReadonlySet<number>>(() => new Set());
  const add = useCallback(
    (id: number) => {
      setAdding((now) => new Set(now).add(id));
      mutateAsync(id)
        .then(
          (res) => {
            const msg = res.msg ?? translate(`app.carrito.${cart}.added`);
            notify(msg, { type: res.data.agregado ? 'success' : 'info', messageArgs: { _: msg } });
          },
          (err: Error) => notify(err.message, { type: 'error', messageArgs: { _: err.message } }),
        )
        .finally(() =>
          setAdding((now) => {
            const next = new Set(now);
            next.delete(id);
            return next;
          }),
        );
    },
    [mutateAsync, translate, notify, cart],
  );
  return useMemo(() => ({ inCart, adding, add }), [inCart, adding, add]);
}

const CartRowsContext = createContext<Partial<Record<CartKind, CartAdder>>>({});

/** Around a list whose rows carry the 'Agregar al carrito' of `cart`. */
export function CartRows({ cart, children }: { readonly cart: CartKind; readonly children: ReactNode }) {
  const outer = useContext(CartRowsContext);
  const adder = useCartAdder(cart);
  const value = useMemo(() => ({ ...outer, [cart]: adder }), [outer, cart, adder]);
  return <CartRowsContext.Provider value={value}>{children}</CartRowsContext.Provider>;
}

export function AddToCartButton(props: AddToCartButtonProps) {
  const shared = useContext(CartRowsContext)[props.cart];
  return shared ? <CartButton {...props} adder={shared} /> : <OwnCartButton {...props} />;
}

/** Outside <CartRows> (a show view's actions): the button reads the cart itself. */
function OwnCartButton(props: AddToCartButtonProps) {
  const adder = useCartAdder(props.cart);
  return <CartButton {...props} adder={adder} />;
}

function CartButton({ cart, record: explicit, compact = false, adder }: AddToCartButtonProps & { readonly adder: CartAdder }) {
  const context = useRecordContext();
  const record = explicit ?? context;
  const translate = useT();
  if (!record) return null;
  const id = Number(record[CART_REF[cart]] ?? record.id);
  const already = adder.inCart?.has(id) ?? false;
  const disabled = already || adder.adding.has(id);
  const onClick = (e: MouseEvent) => {
    // Inside a list row: do not open the record.
    e.stopPropagation();
    adder.add(id);
  };
  const label = translate(already ? 'app.carrito.in_cart' : 'app.carrito.add');
  const icon = already ? <Check /> : <AddShoppingCart />;
  const testId = `add-to-${cart}-${id}`;
  if (compact) {
    // The hint is the native title (on a wrapper: a disabled button gets no pointer events): one MUI Tooltip per row
    // of a 25-row list cost more than the row's other cells (issue 26 §11).
    return (
      <span title={label}>
        <IconButton size="small" color="primary" aria-label={label} onClick={onClick} disabled={disabled} data-testid={testId}>
          {icon}
        </IconButton>
      </span>
    );
  }
  return (
    <Button label={label} onClick={onClick} disabled={disabled} data-testid={testId}>
      {icon}
    </Button>
  );
}
