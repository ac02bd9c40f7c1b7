// The stored preferences through react-admin's store: every reader re-renders when the panel changes one.
import { useStore, useStoreContext } from 'react-admin';
import { checkPreference, PREFERENCE_KEYS, SIDEBAR_KEY, type PreferenceName, type Preferences } from './preferences';
import { keysOf } from '../lib/keys';

export function usePreference<K extends PreferenceName>(name: K): [Preferences[K], (value: Preferences[K]) => void] {
  const [raw, set] = useStore<unknown>(PREFERENCE_KEYS[name]);
  return [checkPreference(name, raw), set];
}

const NAMES = keysOf(PREFERENCE_KEYS);

export function usePreferences(): Preferences {
  const [direccion] = usePreference('direccion');
  const [menu] = usePreference('menu');
  const [modo] = usePreference('modo');
  const [estiloMenu] = usePreference('estiloMenu');
  const [estiloCabecera] = usePreference('estiloCabecera');
  const [ancho] = usePreference('ancho');
  const [posicion] = usePreference('posicion');
  const [primario] = usePreference('primario');
  const [fondo] = usePreference('fondo');
  return { direccion, menu, modo, estiloMenu, estiloCabecera, ancho, posicion, primario, fondo };
}

/** 'Restablecer todo': every stored preference removed, the defaults back at once. */
export function useResetPreferences(): () => void {
  const store = useStoreContext();
  return () => {
    for (const name of NAMES) store.removeItem(PREFERENCE_KEYS[name]);
    store.removeItem(SIDEBAR_KEY);
  };
}
