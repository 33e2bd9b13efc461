import { wholeCatalogues } from '../../tests/utils/i18n';

/**
 * Whether a message on the screen comes from the app's catalogue of the member's language (its
 * parameters filled in): a refusal must speak the member's language, not pass on a server's text
 * or a code. Built once from the base-locale catalogue; parameters and plural parts match any text.
 */
const leaves = (node: unknown): string[] =>
  typeof node === 'string'
    ? [node]
    : node !== null && typeof node === 'object'
      ? Object.values(node).flatMap(leaves)
      : [];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patternOf = (message: string) =>
  new RegExp(
    `^${message
      .split(/\{\{[^}]*\}\}|\{[^}]*\}/)
      .map(escape)
      .join('[\\s\\S]*?')}$`,
  );

const patterns = leaves(wholeCatalogues.en).map(patternOf);

export const isCatalogueText = (text: string): boolean => {
  const shown = text.replace(/\s+/g, ' ').trim();
  return shown !== '' && patterns.some((pattern) => pattern.test(shown));
};

/** A message that shows a server's code (`too_long`) instead of words. */
export const looksLikeCode = (text: string): boolean => /\b[a-z]+_[a-z_]+\b/.test(text);
