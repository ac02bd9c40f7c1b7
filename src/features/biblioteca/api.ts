// The library's calls (./server) besides listing and deleting (the dataProvider's, ./resources.ts): labels
// and titles, downloads, uploads with progress.
import { apiDownload, apiPostJson, type Envelope } from '../../dataProvider/http';
import { IMAGE_SIZES, type ImageSize } from '../../lib/images';
import { uploadMultipart, type Progress } from '../photos/api';
import type { T } from '../../i18n/useT';

export interface LibraryImage {
  readonly id: number;
  /** What a person calls it: its title, its property's code, its owner's avatar, or 'Imagen sin título del …'. */
  readonly nombre: string;
  readonly id_propiedad: number | null;
  readonly codigo: string | null;
  readonly carpeta: string;
  readonly archivo: string;
  readonly titulo: string | null;
  readonly etiquetas: readonly number[];
  readonly creado_en: string;
  readonly subido_por: string;
  readonly principal: boolean;
  /** An avatar's owner (null for other pictures). */
  readonly id_usuario: number | null;
  readonly usuario: string | null;
}

/** Where a picture belongs: its property's code, the user of an avatar, or the library. */
export function imageOrigin(img: LibraryImage, translate: T): string {
  if (img.codigo) return img.codigo;
  if (img.id_usuario !== null) return translate('app.publicidad.biblioteca.avatar_de', { nombre: img.usuario ?? '' });
  return translate('app.publicidad.biblioteca.origen_biblioteca');
}

export interface LibraryFile {
  readonly id: number;
  readonly modulo: string;
  readonly campo: string;
  readonly id_registro: number;
  readonly nombre: string;
  readonly mime: string;
  readonly bytes: number;
  readonly creado_en: string;
  readonly etiquetas: readonly number[];
  readonly id_propiedad: number | null;
  readonly codigo: string | null;
  readonly libre: boolean;
  readonly subido_por: string;
}

/** A width for the filters: fixed, or per breakpoint (full width on phones). */
export type ResponsiveWidth = number | string | { readonly xs: number | string; readonly sm: number | string };

export const updateImage = (id: number, changes: { titulo?: string; etiquetas?: readonly number[] }) =>
  apiPostJson<LibraryImage>('/biblioteca/imagenes/actualizar', { id_imagen: id, ...changes });
export const updateFile = (id: number, changes: { etiquetas?: readonly number[]; id_propiedad?: number | null }) =>
  apiPostJson<LibraryFile>('/biblioteca/files/actualizar', { id_archivo: id, ...changes });
export const downloadLibraryFile = (f: LibraryFile) => apiDownload(`/biblioteca/files/descargar/${f.id}`, {}, f.nombre);

function labelFields(etiquetas: readonly number[], extra: Record<string, string> = {}): Record<string, string> {
  return etiquetas.length ? { ...extra, etiquetas: etiquetas.join(',') } : extra;
}

export function uploadImages(
  files: readonly File[],
  titulo: string,
  etiquetas: readonly number[],
  onProgress?: Progress,
): Promise<Envelope<LibraryImage[]>> {
  return uploadMultipart<LibraryImage[]>(
    '/biblioteca/imagenes/subir',
    labelFields(etiquetas, titulo.trim() ? { titulo: titulo.trim() } : {}),
    files,
    onProgress,
  );
}

export function uploadFiles(
  files: readonly File[],
  etiquetas: readonly number[],
  idPropiedad: number | null,
  onProgress?: Progress,
): Promise<Envelope<LibraryFile[]>> {
  return uploadMultipart<LibraryFile[]>(
    '/biblioteca/files/subir',
    labelFields(etiquetas, idPropiedad ? { id_propiedad: String(idPropiedad) } : {}),
    files,
    onProgress,
  );
}

/**
 * How a picture is referenced in stored content (blog covers and rich text): the server-relative path the API
 * serves without a token. The public feed turns it into an absolute URL.
 */
export function storedImagePath(img: Pick<LibraryImage, 'carpeta' | 'archivo'>, size: ImageSize): string {
  return `/api/uploads/${IMAGE_SIZES[size]}/${img.carpeta}/${img.archivo}`;
}
