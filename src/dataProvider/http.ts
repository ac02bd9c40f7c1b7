// Transport to the agency API (API.md): form-encoded POSTs with the token in `authorization`, GETs with a
// Bearer header, and the {status, data, msg, total} envelope.
import { HttpError } from 'react-admin';
import { clearSession, getToken } from '../authProvider/session';
import { dispositionName } from '../framework/fields/file/api';
import { configureImageUrls } from '../framework/fields/image/urls';
import { configureTransport } from '../framework/transport';
import { fieldErrors, textOf } from '../lib/guards';
import { avatarUrl, imageUrl } from '../lib/images';
import { apiUrl } from './apiUrl';

export { apiUrl };

// The framework's own calls (file uploads and downloads) go through the same URL and token, and its image fields
// show the pictures where the app serves them (small, from the record's folder).
configureTransport({ apiUrl, token: getToken });
configureImageUrls({ avatar: avatarUrl, picture: (file, recordId) => imageUrl(file, recordId, 'P') });

export interface Envelope<T = unknown> {
  readonly status: 'success' | 'error';
  readonly data: T;
  readonly msg?: string;
  readonly total?: number;
  /** false when `total` is a floor: more rows match than the server counts. */
  readonly totalExacto?: boolean;
  readonly errors?: Record<string, string>;
  readonly [extra: string]: unknown;
}

/** Thrown when a call needs a token and there is none: logged, and the user is signed out. */
export class MissingTokenError extends HttpError {
  constructor() {
    super('Token no disponible', 401, { status: 'error', msg: 'Token no disponible' });
  }
}

export function requireToken(): string {
  const token = getToken();
  if (!token) {
    console.error('Token no disponible');
    clearSession();
    throw new MissingTokenError();
  }
  return token;
}

async function parse<T>(response: Response): Promise<Envelope<T>> {
  let body: Envelope<T> | undefined;
  try {
    body = (await response.json()) as Envelope<T>;
  } catch {
    body = undefined;
  }
  if (!response.ok || !body || body.status !== 'success') {
    const msg = body?.msg ?? `Error ${response.status}`;
    throw new HttpError(msg, response.status, { ...(body ?? {}), errors: body?.errors });
  }
  return body;
}

export type Query = Record<string, string | number | undefined>;

export async function apiGet<T>(path: string, query: Query = {}, opts: { auth?: boolean } = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (opts.auth !== false) headers.Authorization = `Bearer ${requireToken()}`;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) qs.set(k, String(v));
  const url = `${apiUrl}${path}${qs.size ? `?${qs}` : ''}`;
  return parse<T>(await fetch(url, { headers }));
}

export async function apiPost<T>(path: string, fields: Record<string, string> = {}, opts: { auth?: boolean } = {}): Promise<Envelope<T>> {
  const body = new URLSearchParams(fields);
  if (opts.auth !== false) body.set('authorization', requireToken());
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8', Accept: 'application/json' },
    body,
  });
  return parse<T>(response);
}

/** A POST whose payload travels as the `json` field. */
export function apiPostJson<T>(path: string, payload: unknown, opts: { auth?: boolean } = {}): Promise<Envelope<T>> {
  return apiPost<T>(path, { json: JSON.stringify(payload) }, opts);
}

/** The Spanish text to show for a failed call: the server's per-field messages when it gave some, else its msg. */
export function apiErrorText(e: unknown, fallback = 'Error'): string {
  const fields = Object.values(fieldErrors(e) ?? {});
  return fields.length ? fields.join(' ') : textOf(e, 'message') || fallback;
}

/** GET a file with the token (a plain link cannot carry the Bearer header): its content and the server's name. */
export async function apiBlob(path: string, query: Query = {}): Promise<{ blob: Blob; name: string | null }> {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') qs.set(k, String(v));
  const response = await fetch(`${apiUrl}${path}${qs.size ? `?${qs}` : ''}`, { headers: { Authorization: `Bearer ${requireToken()}` } });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new HttpError(textOf(body, 'msg') ?? `Error ${response.status}`, response.status, body);
  }
  return { blob: await response.blob(), name: dispositionName(response.headers.get('content-disposition')) };
}

/** Saves a blob as a download named `file`. */
export function saveBlob(blob: Blob, file: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = file;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** GET a file with the token and save it under the server's name (Content-Disposition) or `fallbackName`. */
export async function apiDownload(path: string, query: Query = {}, fallbackName = 'archivo'): Promise<void> {
  const { blob, name } = await apiBlob(path, query);
  saveBlob(blob, name ?? fallbackName);
}
