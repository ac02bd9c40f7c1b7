// Where an image field's picture is served, handed in by the app (its upload folders, sizes and placeholder
// pictures are the app's): the framework builds no URL. Set once when the app starts, beside the API transport
// (src/dataProvider/http.ts).
import { handedIn } from '../../handedIn';

export interface ImageUrls {
  /** A user's avatar ('avatar' fields), or the default avatar when there is no file. */
  readonly avatar: (file: string | undefined) => string;
  /** A record's picture, in the record's own folder, at the size lists and show views use. */
  readonly picture: (file: string, recordId: string | number) => string;
}

const slot = handedIn<ImageUrls>('Las direcciones de las imágenes no están configuradas (src/dataProvider/http.ts).');

export const configureImageUrls = slot.set;
export const imageUrls = slot.get;
