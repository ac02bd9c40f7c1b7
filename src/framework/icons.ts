// The icon names a schema's menu place may use (plain: schemas stay free of React). src/layout/icons.tsx maps each
// to a component and is checked against this list, so an unknown name in a schema fails the type check.
export const ICON_NAMES = [
  'apps',
  'assessment',
  'book',
  'campaign',
  'cart_demandantes',
  'compare',
  'contacts',
  'dashboard',
  'event',
  'folder',
  'gavel',
  'history',
  'home',
  'label',
  'map',
  'notifications',
  'people',
  'person',
  'person_search',
  'photo',
  'settings',
  'shopping_cart',
  'slideshow',
  'star',
  'sync',
  'tune',
  'key',
  'description',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
