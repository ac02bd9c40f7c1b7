// The photo and avatar calls of the API (./server/routes.ts, ./server/avatar.ts). Uploads go through XMLHttpRequest:
// fetch has no upload progress events.
import { HttpError } from 'react-admin';
import { clearSession, getToken } from '../../authProvider/session';
import { apiErrorText, apiGet, apiPost, apiPostJson, apiUrl, MissingTokenError, type Envelope } from '../../dataProvider/http';
import { translate } from '../../i18n/translate';

export interface Photo {
  readonly id_imagen: number;
  readonly id_propiedad: number;
  readonly carpeta: string;
  readonly archivo: string;
  readonly titulo: string | null;
  readonly orden: number;
  readonly ancho: number | null;
  readonly alto: number | null;
  readonly bytes: number | null;
  readonly principal: boolean;
  /** Shown on the property's public page. */
  readonly publica: boolean;
}

/** The server's limits (server/uploads/images.ts), checked here too so a too-big file is not sent for nothing. */
export const MAX_MB = 10;
export const MAX_MP = 40;
export const ACCEPT = 'image/jpeg,image/png,image/webp';

export async function fetchPhotos(idPropiedad: number | string): Promise<Photo[]> {
  return (await apiGet<Photo[]>(`/imagenes/propiedad/${encodeURIComponent(String(idPropiedad))}`)).data;
}

export async function reorderPhotos(idPropiedad: number | string, orden: readonly number[]): Promise<Photo[]> {
  return (await apiPostJson<Photo[]>('/imagenes/ordenar', { id_propiedad: Number(idPropiedad), orden })).data;
}

export async function setPrincipal(idImagen: number): Promise<Photo[]> {
  return (await apiPostJson<Photo[]>('/imagenes/principal', { id_imagen: idImagen })).data;
}

export async function updateTitle(idImagen: number, titulo: string): Promise<Photo> {
  return (await apiPostJson<Photo>('/imagenes/actualizar', { id_imagen: idImagen, titulo })).data;
}

export async function setPublic(idImagen: number, publica: boolean): Promise<Photo> {
  return (await apiPostJson<Photo>('/imagenes/actualizar', { id_imagen: idImagen, publica })).data;
}

export async function deletePhoto(idImagen: number): Promise<Photo[]> {
  return (await apiPost<Photo[]>('/imagenes/eliminar', { id: String(idImagen) })).data;
}

export type Progress = (loaded: number, total: number) => void;

/**
 * POSTs a multipart form (fields first, then the files, as the API requires) with the token as a Bearer header,
 * reporting upload progress; resolves with the envelope or rejects with an HttpError carrying the server's msg.
 */
export function uploadMultipart<T>(
  path: string,
  fields: Readonly<Record<string, string>>,
  files: readonly File[],
  onProgress?: Progress,
): Promise<Envelope<T>> {
  const token = getToken();
  if (!token) {
    console.error('Token no disponible');
    clearSession();
    return Promise.reject(new MissingTokenError());
  }
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('files', f, f.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiUrl}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded, e.total);
    };
    xhr.onerror = () => reject(new HttpError(translate('app.fotos.errors.upload_failed'), 0));
    xhr.onabort = () => reject(new HttpError(translate('app.fotos.errors.upload_failed'), 0));
    xhr.onload = () => {
      let body: Envelope<T> | undefined;
      try {
        body = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.status === 'success') resolve(body);
      else reject(new HttpError(body?.msg ?? `Error ${xhr.status}`, xhr.status, body));
    };
    xhr.send(form);
  });
}

export async function uploadPhotos(idPropiedad: number | string, files: readonly File[], onProgress?: Progress): Promise<Photo[]> {
  return (await uploadMultipart<Photo[]>('/imagenes/subir', { id_propiedad: String(idPropiedad) }, files, onProgress)).data;
}

export interface AvatarResult {
  readonly imagen: string;
  readonly identity: { readonly imagenmini: string; readonly sub: number };
}

/** Own avatar, or another user's (administrators) when `idUsuario` is given. */
export async function uploadAvatar(file: File, idUsuario?: number | string, onProgress?: Progress): Promise<AvatarResult> {
  const path = idUsuario === undefined ? '/perfil/avatar' : '/usuarios/avatar';
  const fields: Record<string, string> = idUsuario === undefined ? {} : { id_usuario: String(idUsuario) };
  return (await uploadMultipart<AvatarResult>(path, fields, [file], onProgress)).data;
}

/** The error text to show: the server's msg (HttpError.message), or a generic Spanish one. */
export function errorText(e: unknown): string {
  return apiErrorText(e, translate('app.fotos.errors.upload_failed'));
}
