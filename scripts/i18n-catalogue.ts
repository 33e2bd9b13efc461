/** A catalogue as `a.b.c → text`, the shape the completeness report compares. */
export const flattenCatalogue = (catalogue: object, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(catalogue).flatMap(([key, value]: [string, unknown]) => {
      const path = prefix === '' ? key : `${prefix}.${key}`;
      if (typeof value === 'string') return [[path, value]];
      if (typeof value === 'object' && value !== null) return Object.entries(flattenCatalogue(value, path));
      return [];
    }),
  );

/**
 * The parameter names a text uses, sorted, without types: `{count:number}` and `{count}` are
 * the same parameter; plural parts `{{a|b}}` and keyed plurals `{{count:a|b}}` are not parameters.
 */
export const parametersOf = (text: string): string => {
  const withoutPlurals = text.replace(/\{\{[^}]*\}\}/g, '');
  const names = [...withoutPlurals.matchAll(/\{(\w+)(?::\w+)?\}/g)].map(([, name = '']) => name);
  return [...new Set(names)].sort().join(',');
};
