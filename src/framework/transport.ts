// How framework parts that call the API themselves (file uploads and downloads) reach it: the app's data
// provider configures it once (src/dataProvider/http.ts), so the framework does not import the app.
import { handedIn } from './handedIn';

export interface Transport {
  /** Base URL of the API, e.g. '/api'. */
  readonly apiUrl: string;
  /** The session token, or null when signed out. */
  token(): string | null;
}

const slot = handedIn<Transport>('El transporte de la API no está configurado (src/dataProvider/http.ts).');

export const configureTransport = slot.set;
export const transport = slot.get;
