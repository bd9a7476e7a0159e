/** A URL-safe identifier from a name ("Roof Terrace" → "roof-terrace"; accents dropped); `fallback` when none is left. */
export function slugOf(name: string, fallback: string) {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}
