// Image URLs as the seed serves them (§3): {apiUrl}/uploads/{size}/{folder}/{file}, with the sizes G 1180X600,
// M 373X275 and P 188X125 (the default); no file gives the default no-image picture.
import { apiUrl } from '../dataProvider/apiUrl';

export type ImageSize = 'G' | 'M' | 'P';

export const IMAGE_SIZES: Readonly<Record<ImageSize, string>> = { G: '1180X600', M: '373X275', P: '188X125' };

export const NO_IMAGE = '/img/no-image.svg';

const isImageSize = (size: string): size is ImageSize => Object.hasOwn(IMAGE_SIZES, size);

export function imageUrl(file: string | null | undefined, folder: string | number | null | undefined, size: ImageSize | string = 'P'): string {
  if (!file) return NO_IMAGE;
  const dir = isImageSize(size) ? IMAGE_SIZES[size] : IMAGE_SIZES.P;
  const parts = [dir, ...(folder === null || folder === undefined || folder === '' ? [] : [String(folder)]), file];
  return `${apiUrl}/uploads/${parts.map(encodeURIComponent).join('/')}`;
}

/** A user's mini avatar (seed §3), or the default avatar when there is no file. */
export function avatarUrl(file: string | null | undefined): string {
  return file ? `${apiUrl}/uploads/usuarios/mini/${encodeURIComponent(file)}` : '/img/avatar-default.svg';
}
