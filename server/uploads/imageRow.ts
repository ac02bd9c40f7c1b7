// One `imagenes` row for a stored picture (a property's photo, a library picture, an avatar, a demo picture): the
// columns every picture has, stamped by the same user and time; the caller says what it belongs to.
import type { NewRow } from '../db/types';

export interface StoredPicture {
  readonly archivo: string;
  readonly ancho: number;
  readonly alto: number;
  readonly bytes: number;
}

export interface PictureOwner {
  readonly carpeta: string;
  readonly id_propiedad?: number | null;
  readonly id_usuario?: number | null;
  readonly titulo?: string | null;
  readonly orden?: number;
  /** Labels as stored (JSON text), or null. */
  readonly etiquetas?: string | null;
}

export function imageRow(picture: StoredPicture, owner: PictureOwner, by: number | null, now: string): NewRow<'imagenes'> {
  return {
    id_propiedad: owner.id_propiedad ?? null,
    ...(owner.id_usuario === undefined ? {} : { id_usuario: owner.id_usuario }),
    carpeta: owner.carpeta,
    archivo: picture.archivo,
    titulo: owner.titulo ?? null,
    orden: owner.orden ?? 0,
    etiquetas: owner.etiquetas ?? null,
    ancho: picture.ancho,
    alto: picture.alto,
    bytes: picture.bytes,
    subido_por: by,
    creado_en: now,
    actualizado_en: now,
    creado_por: by,
    actualizado_por: by,
  };
}
