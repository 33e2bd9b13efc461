/**
 * The CSP allows no inline style (`style-src 'self'`): React sets the style attributes of the live
 * app through the CSSOM, which the policy does not govern, but the same attributes in HTML markup
 * would be refused (with a console error) and the element shown unstyled. The prerendered markup
 * carries them as `data-prerender-style` marks instead, styled by a stylesheet file.
 */
const styleAttribute = / style="([^"]*)"/g;

const unescapeAttribute = (value: string): string =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** An inline style's declarations, each made `!important` as an inline style outranks any rule. */
const asRule = (mark: number, style: string): string => {
  const declarations = style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration !== '')
    .map((declaration) => `${declaration} !important`);
  return `[data-prerender-style="${mark}"]{${declarations.join(';')}}`;
};

/** Collects the distinct inline styles of many pages under one mark each. */
export const createInlineStyleSheet = () => {
  const marks = new Map<string, number>();
  return {
    /** The markup with its style attributes replaced by marks. */
    extract: (markup: string): string =>
      markup.replace(styleAttribute, (_attribute, value: string) => {
        const style = unescapeAttribute(value);
        let mark = marks.get(style);
        if (mark === undefined) {
          mark = marks.size;
          marks.set(style, mark);
        }
        return ` data-prerender-style="${mark}"`;
      }),
    /** The stylesheet of every mark handed out so far. */
    css: (): string => [...marks].map(([style, mark]) => `${asRule(mark, style)}\n`).join(''),
  };
};
