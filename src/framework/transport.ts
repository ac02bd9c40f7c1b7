// How framework parts that call the API themselves (file uploads and downloads) reach it: the app's data
// provider configures it once (src/dataProvider/http.ts), so the framework does not import the app.
export interface Transport {
  /** Base URL of the API, e.g. '/api'. */
  readonly apiUrl: string;
  /** The session token, or null when signed out. */
  token(): string | null;
}

let configured: Transport | undefined;

export function configureTransport(transport: Transport): void {
  configured = transport;
}

export function transport(): Transport {
  if (!configured) throw new Error('El transporte de la API no está configurado (src/dataProvider/http.ts).');
  return configured;
}
