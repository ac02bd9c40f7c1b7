// What the server-rendered public pages share (the blog's entries, the properties' pages): escaping text for HTML
// and XML, and JSON for a <script type="application/ld+json"> block.

/** Text for HTML (and XML): the five characters that could open markup or end an attribute. */
export const escapeHtml = (s: string): string =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c] ?? c);

/** JSON inside a <script> block: '<' escaped, so no '</script>' or '<!--' in the data can end or bend the block. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
