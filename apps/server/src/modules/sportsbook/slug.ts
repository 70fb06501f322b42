import { menuSections } from '@parlay/contract';

/**
 * The readable part of a URL from an English name: lower-case ASCII words joined by hyphens
 * ("Atlético Madrid" → "atletico-madrid"); "x" when nothing readable is left.
 */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
  return slug === '' ? 'x' : slug;
}

/**
 * A sport's slug: never a word of the menu sections, which stand where a sport's slug does in a
 * sports URL (`/line/top/football`), so a sport named "Top" reads `top-sport`.
 */
export function sportSlugOf(name: string): string {
  const slug = slugOf(name);
  return (menuSections as readonly string[]).includes(slug) ? `${slug}-sport` : slug;
}
