import type { Locales } from '../../locales/i18n-types';
import { wholeCatalogues } from '../../tests/utils/i18n';

/**
 * Whether a text the page shows comes from the member's language: the catalogue's strings, their
 * `{param}` and plural parts turned into wildcards, each one a pattern; a message "in the member's
 * language" contains one of them. Very short strings ("OK", "Pay") would match by chance, so only
 * strings with some words in them count.
 */
const leaves = (value: unknown, into: string[]): string[] => {
  if (typeof value === 'string') into.push(value);
  else if (typeof value === 'object' && value !== null)
    for (const inner of Object.values(value)) leaves(inner, into);
  return into;
};

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** `{name:string}` and `{{one|many}}` become wildcards; the rest must appear word for word. */
const patternOf = (text: string): RegExp | undefined => {
  const parts = text.split(/\{\{[^}]*\}\}|\{[^}]*\}/);
  if (parts.join('').trim().length < 12) return undefined;
  const source = parts.map((part) => escape(part).replace(/[{}]/g, '\\$&')).join('.*?');
  return new RegExp(source, 's');
};

const cache = new Map<Locales, RegExp[]>();

export const cataloguePatterns = (locale: Locales): RegExp[] => {
  const known = cache.get(locale);
  if (known !== undefined) return known;
  const patterns = leaves(wholeCatalogues[locale], []).flatMap((text) => patternOf(text) ?? []);
  cache.set(locale, patterns);
  return patterns;
};

/** The first catalogue string of `locale` that `text` shows, or undefined. */
export const catalogueStringIn = (text: string, locale: Locales): RegExp | undefined =>
  cataloguePatterns(locale).find((pattern) => pattern.test(text));

/** Every label the catalogue gives a "try again" button (keys named `retry`), as one pattern. */
export const retryLabels = (locale: Locales): RegExp => {
  const labels = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if (typeof inner === 'string' && /retry/i.test(key)) labels.add(inner);
      else walk(inner);
    }
  };
  walk(wholeCatalogues[locale]);
  return new RegExp(`^(${[...labels].map(escape).join('|')})$`);
};

/** A pattern for one catalogue template, its `{param}` and plural parts as wildcards (a list's name with a count). */
export const templatePattern = (template: string): RegExp =>
  new RegExp(
    `^${template
      .split(/\{\{[^}]*\}\}|\{[^}]*\}/)
      .map(escape)
      .join('.*?')}$`,
  );
