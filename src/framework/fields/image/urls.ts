// Where an image field's picture is served, handed in by the app (its upload folders, sizes and placeholder
// pictures are the app's): the framework builds no URL. Set once when the app starts, beside the API transport
// (src/dataProvider/http.ts).
export interface ImageUrls {
  /** A user's avatar ('avatar' fields), or the default avatar when there is no file. */
  readonly avatar: (file: string | undefined) => string;
  /** A record's picture, in the record's own folder, at the size lists and show views use. */
  readonly picture: (file: string, recordId: string | number) => string;
}

let configured: ImageUrls | undefined;

export function configureImageUrls(urls: ImageUrls): void {
  configured = urls;
}

export function imageUrls(): ImageUrls {
  if (!configured) throw new Error('Las direcciones de las imágenes no están configuradas (src/dataProvider/http.ts).');
  return configured;
}
