// 'Cómo comprar en Miraflores' -> 'como-comprar-en-miraflores': accents folded, lower case, words joined by '-'.
export function slugify(text: string, max = 160): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, max).replace(/-+$/, '') || 'entrada';
}
