// What both halves of Imágenes y Files need: the browser's (../resources.ts) and the server's (../server).

/** The `modulo` of the library's free uploads (a file not attached to any module's record). */
export const LIBRARY_MODULE = 'biblioteca';
