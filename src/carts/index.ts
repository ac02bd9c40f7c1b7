// The two carts: reusable pieces for the ofertantes/demandantes views, the cart pages and the API hooks.
export { AddToCartButton, CartRows, type AddToCartButtonProps } from './AddToCartButton';
export { BulkAddToCartButton } from './BulkAddToCartButton';
export { CartPage } from './CartPage';
export { CART_PAGE, CART_REF, CART_RESOURCE, cartApi, cartKeys, useAddToCart, useCartCount, useCartList, type CartItem, type CartKind } from './api';
