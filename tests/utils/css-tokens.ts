import { readFileSync } from 'node:fs';

/** The stylesheet of the design tokens, read as the browser gets it (no build step changes it). */
export const tokensCss = (): string => readFileSync('src/ui/tokens.css', 'utf8');

/** The custom properties a stylesheet declares (`--name: value;`), comments left out. */
export const customProperties = (css: string): Map<string, string> => {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found = new Map<string, string>();
  for (const match of withoutComments.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    const [, name = '', value = ''] = match;
    found.set(name, value.trim().replace(/\s+/g, ' '));
  }
  return found;
};

/**
 * A token's value with every `var(--other)` replaced by the other's value, as the browser computes
 * it; undefined when the token or one it refers to is not declared.
 */
export const resolvedToken = (properties: Map<string, string>, name: string): string | undefined => {
  let value = properties.get(name);
  // A few rounds are plenty for tokens that alias one another; a cycle stops here unresolved.
  for (let round = 0; round < 10 && value?.includes('var(') === true; round += 1) {
    const references = [...value.matchAll(/var\((--[\w-]+)\)/g)].map(([, other = '']) => other);
    if (references.some((other) => !properties.has(other))) return undefined;
    value = value.replace(/var\((--[\w-]+)\)/g, (_whole, other: string) => properties.get(other) ?? '');
  }
  return value?.includes('var(') === true ? undefined : value;
};
