// Browser side of the file attachments: upload with progress (XMLHttpRequest: fetch has no upload progress),
// download and view with the token (a plain link cannot carry the Bearer header, and the token never goes in a URL).
import { HttpError } from 'react-admin';
import { transport } from '../../transport';
import { textOf } from '../../../lib/guards';

/** Errors carry i18n keys where the server gave no Spanish msg; the views translate them. */
const translate = (key: string) => key;
const apiUrl = () => transport().apiUrl;

export interface UploadedFile {
  readonly archivo: string;
  readonly nombre: string;
  readonly mime: string;
  readonly bytes: number;
}

export interface UploadOptions {
  /** 0..100 as the bytes leave the browser. */
  readonly onProgress?: (percent: number) => void;
  readonly signal?: AbortSignal;
}

function bearer(): string {
  const token = transport().token();
  if (!token) throw new HttpError(translate('app.errors.unauthorized'), 401, { status: 'error', msg: translate('app.errors.unauthorized') });
  return `Bearer ${token}`;
}

/** POST /archivos/subir: a pending upload for `modulo`.`campo`; rejects with an HttpError carrying the server's Spanish msg. */
export function uploadFile(modulo: string, campo: string, file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    let auth: string;
    try {
      auth = bearer();
    } catch (e) {
      reject(e);
      return;
    }
    const form = new FormData();
    form.append('modulo', modulo);
    form.append('campo', campo);
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiUrl()}/archivos/subir`);
    xhr.setRequestHeader('Authorization', auth);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let body: { status?: string; data?: UploadedFile; msg?: string; errors?: Record<string, string> } | undefined;
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.status === 'success' && body.data) {
        options.onProgress?.(100);
        resolve(body.data);
        return;
      }
      const msg = body?.msg ?? translate('app.archivos.upload_error');
      reject(new HttpError(msg, xhr.status, { ...(body ?? {}), msg }));
    };
    xhr.onerror = () =>
      reject(new HttpError(translate('app.archivos.upload_error'), 0, { status: 'error', msg: translate('app.archivos.upload_error') }));
    xhr.onabort = () => reject(new DOMException(translate('app.framework.subida_cancelada'), 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException(translate('app.framework.subida_cancelada'), 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

const downloadPath = (modulo: string, id: string | number, campo: string) =>
  `${apiUrl()}/archivos/descargar/${encodeURIComponent(modulo)}/${encodeURIComponent(String(id))}/${encodeURIComponent(campo)}`;

/** The file name of a Content-Disposition header (filename* first, RFC 5987), or null. */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star.trim());
    } catch {
      // fall through to the plain name
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? null;
}

/** GET the file with the token: its content, type and original name. */
export async function fetchFile(modulo: string, id: string | number, campo: string): Promise<{ blob: Blob; nombre: string }> {
  const response = await fetch(downloadPath(modulo, id, campo), { headers: { Authorization: bearer() } });
  if (!response.ok) {
    let msg = translate('app.archivos.download_error');
    try {
      msg = textOf(await response.json(), 'msg') ?? msg;
    } catch {
      // not JSON: keep the generic message
    }
    throw new HttpError(msg, response.status, { status: 'error', msg });
  }
  const blob = await response.blob();
  return { blob, nombre: dispositionName(response.headers.get('content-disposition')) ?? 'archivo' };
}

/** Downloads the file of a record's field and saves it under its original name. */
export async function downloadFile(modulo: string, id: string | number, campo: string): Promise<void> {
  const { blob, nombre } = await fetchFile(modulo, id, campo);
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = nombre;
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

/**
 * Shows a PDF or picture in a new tab. The tab is opened at the click (popup blockers allow only that) and
 * receives the blob once fetched.
 */
export async function viewFile(modulo: string, id: string | number, campo: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { blob } = await fetchFile(modulo, id, campo);
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 5 * 60_000);
  } catch (e) {
    tab?.close();
    throw e;
  }
}

/** GET /archivos/info: the original name (and type, size) of a record's file. */
export async function fileInfo(modulo: string, id: string | number, campo: string): Promise<UploadedFile> {
  const response = await fetch(
    `${apiUrl()}/archivos/info/${encodeURIComponent(modulo)}/${encodeURIComponent(String(id))}/${encodeURIComponent(campo)}`,
    {
      headers: { Authorization: bearer(), Accept: 'application/json' },
    },
  );
  const body = (await response.json().catch(() => ({}))) as { status?: string; data?: UploadedFile; msg?: string };
  if (!response.ok || body.status !== 'success' || !body.data)
    throw new HttpError(body.msg ?? translate('app.archivos.download_error'), response.status, body);
  return body.data;
}
