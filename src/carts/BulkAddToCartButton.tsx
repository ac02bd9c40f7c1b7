// Bulk action of the ofertantes/demandantes lists: adds the selected records to the cart (repeated ones are not
// an error: the server answers them as already there) and reports how many were added.
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { Button, useListContext, useNotify } from 'react-admin';
import { useT } from '../i18n/useT';
import { useBulkAddToCart, type CartKind } from './api';

export function BulkAddToCartButton({ cart }: { readonly cart: CartKind }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const translate = useT();
  const notify = useNotify();
  const bulk = useBulkAddToCart(cart);
  const onClick = () =>
    bulk.mutate(selectedIds, {
      onSuccess: ({ added, already }) => {
        const msg = translate('app.carrito.bulk_result', { added, already });
        notify(msg, { type: 'success', messageArgs: { _: msg } });
        onUnselectItems();
      },
      onError: (err) => notify(err.message, { type: 'error', messageArgs: { _: err.message } }),
    });
  return (
    <Button
      label={translate('app.carrito.add')}
      onClick={onClick}
      disabled={bulk.isPending || selectedIds.length === 0}
      data-testid={`bulk-add-to-${cart}`}
    >
      <AddShoppingCart />
    </Button>
  );
}
