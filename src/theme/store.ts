// The one react-admin store of the app (localStorage 'RaStore.*'): given to <Admin> and to the providers around it
// that need the preferences before <Admin> renders (theme, direction).
import { localStorageStore } from 'react-admin';

export const store = localStorageStore();
