// The page's Content-Security-Policy must let the browser load the map tiles from MAP_TILES_URL's origin.

/** The img-src source for a Leaflet tile URL template ('{s}' in the host becomes '*'); none for a same-origin path. */
export function tileImgSources(template: string): string[] {
  let url: URL;
  try {
    url = new URL(template.replace(/\{s\}/g, 'sub'));
  } catch {
    return [];
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return [];
  const host = template.includes('{s}.') ? url.host.replace(/^sub\./, '*.') : url.host;
  return [`${url.protocol}//${host}`];
}
