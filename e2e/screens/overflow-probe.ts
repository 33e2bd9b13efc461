/**
 * What cuts or spills a member's text, found in the page itself (issue 21, item 3). Runs inside
 * the browser through `page.evaluate(probeOverflow)`: everything it needs is declared inside it,
 * since Playwright sends the function's source, not its closure.
 */
export type OverflowKind =
  /** Wider or taller than its box, spilling into what is beside it. */
  | 'overflows its box'
  /** Hidden past the edge of its own box or of an ancestor that hides overflow. */
  | 'cut off'
  /** Shortened with an ellipsis (`text-overflow: ellipsis`). */
  | 'ellipsis'
  /** Shortened to a number of lines (`line-clamp`). */
  | 'line-clamp'
  /** A field's placeholder is wider than the field. */
  | 'placeholder cut'
  /** The chosen option of a select is wider than the select. */
  | 'option cut'
  /** A word of the interface split over two lines (`overflow-wrap: anywhere`): "Nachric/ht". */
  | 'word broken'
  /** The page is wider than the screen: it scrolls sideways. */
  | 'page scrolls sideways'
  /** The screen never settled (no heading, still loading): nothing could be measured. */
  | 'did not settle';

export interface OverflowFinding {
  kind: OverflowKind;
  /** Where: a short path of tags and classes, with the landmark it is in. */
  element: string;
  /** The text that does not fit (shortened for the report). */
  text: string;
}

/** Where the page holds the names, places, words and messages of members (member-content.ts). */
export const memberContentKey = 'screenCheckMemberContent';

/**
 * `contentKey`: the window property holding what members wrote. Shortening text made only of
 * that is by design; shortening the interface's words never is.
 */
export const probeOverflow = (contentKey: string): OverflowFinding[] => {
  const memberContent = ((window as unknown as Record<string, unknown>)[contentKey] ??
    []) as readonly string[];
  // Sub-pixel layout rounds scroll sizes up: one pixel is rounding, more is text.
  const tolerance = 1;
  // A line box lower than its font (line-height 1) reports the font's full height as overflow:
  // a glyph's own room, not a hidden line. Anything of half a line or more is text.
  const lineTolerance = (style: CSSStyleDeclaration) => Math.max(tolerance, parseFloat(style.fontSize) / 2);
  const findings: OverflowFinding[] = [];
  const skippedTags = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'TITLE', 'OPTION']);

  const landmarkOf = (element: Element): string => {
    const landmark = element.closest('header, nav, main, footer, aside, dialog, [role="dialog"]');
    if (landmark === null) return '';
    const name = landmark.getAttribute('aria-label');
    return `${landmark.tagName.toLowerCase()}${name === null ? '' : ` "${name}"`}: `;
  };

  const nameOf = (element: Element): string => {
    const parts: string[] = [];
    let node: Element | null = element;
    for (let depth = 0; node !== null && depth < 3 && node !== document.body; depth += 1) {
      // The build's CSS module names (`_label_15tyn_64`) read as the source's (`.label`).
      const classes = [...node.classList]
        .slice(0, 2)
        .map((name) => `.${name.replace(/^_(.+)_[a-z0-9]{5}_\d+$/, '$1')}`)
        .join('');
      parts.unshift(`${node.tagName.toLowerCase()}${classes}`);
      node = node.parentElement;
    }
    return `${landmarkOf(element)}${parts.join(' > ')}`;
  };

  const shortText = (text: string): string => {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
  };

  const scrolls = (value: string) => value === 'auto' || value === 'scroll';
  const hides = (value: string) => value === 'hidden' || value === 'clip';

  // The sr-only pattern (1 px box, clipped) and its relatives hold text for screen readers only.
  const visuallyHidden = (element: Element): boolean => {
    for (let node: Element | null = element; node !== null; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.position === 'absolute' && style.getPropertyValue('clip') !== 'auto') return true;
      if (style.clipPath.startsWith('inset(50%')) return true;
      const box = node.getBoundingClientRect();
      if ((box.width <= 1 || box.height <= 1) && (hides(style.overflowX) || hides(style.overflowY)))
        return true;
    }
    return false;
  };

  const shown = (element: Element): boolean => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && !visuallyHidden(element);
  };

  // Each element that lays text out (the nearest box that is not inline) with its own text nodes.
  const containers = new Map<Element, Text[]>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const text = node as Text;
    if (text.data.trim() === '') continue;
    let box = text.parentElement;
    if (box === null || skippedTags.has(box.tagName.toUpperCase())) continue;
    if (box.closest('svg') !== null) continue;
    while (box.parentElement !== null && ['inline', 'contents'].includes(getComputedStyle(box).display))
      box = box.parentElement;
    const texts = containers.get(box) ?? [];
    texts.push(text);
    containers.set(box, texts);
  }

  // Made only of what members wrote, whole or as the product's excerpt of it ("Lorem ipsum…").
  const membersOwn = (text: string): boolean => {
    let rest = text.replace(/\s+/g, ' ');
    for (const content of memberContent) if (rest.includes(content)) rest = rest.split(content).join(' ');
    rest = rest.replace(/([^…]*)…/gu, (excerpt, start: string) => {
      const opening = start.replace(/^[\s\p{P}]+/u, '');
      return opening !== '' && memberContent.some((content) => content.startsWith(opening)) ? ' ' : excerpt;
    });
    return !/\p{L}/u.test(rest);
  };

  // Only these let the browser break inside a word (this Chromium has no hyphenation dictionaries:
  // a break inside a word is never a hyphenated one). A soft hyphen marks a break on purpose.
  const breaksWords = (style: CSSStyleDeclaration) =>
    ['anywhere', 'break-word'].includes(style.overflowWrap) ||
    ['break-all', 'break-word'].includes(style.wordBreak) ||
    style.lineBreak === 'anywhere';
  const brokenWord = (style: CSSStyleDeclaration, texts: readonly Text[]): boolean => {
    if (!breaksWords(style)) return false;
    const range = document.createRange();
    for (const text of texts) {
      for (const word of text.data.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const lines = [...range.getClientRects()].filter((line) => line.width > 0);
        const first = lines[0];
        if (first !== undefined && lines.some((line) => line.top > first.top + first.height / 2)) return true;
      }
    }
    return false;
  };

  // Where a box's own text is drawn: the union of its text nodes' boxes.
  const extentOf = (texts: readonly Text[]): DOMRect | undefined => {
    const range = document.createRange();
    let union: { left: number; top: number; right: number; bottom: number } | undefined;
    for (const text of texts) {
      range.selectNodeContents(text);
      const part = range.getBoundingClientRect();
      if (part.width === 0 || part.height === 0) continue;
      union =
        union === undefined
          ? { left: part.left, top: part.top, right: part.right, bottom: part.bottom }
          : {
              left: Math.min(union.left, part.left),
              top: Math.min(union.top, part.top),
              right: Math.max(union.right, part.right),
              bottom: Math.max(union.bottom, part.bottom),
            };
    }
    return union === undefined
      ? undefined
      : new DOMRect(union.left, union.top, union.right - union.left, union.bottom - union.top);
  };

  const report = (kind: OverflowKind, element: Element, text: string) => {
    findings.push({ kind, element: nameOf(element), text: shortText(text) });
  };

  const textOf = (element: Element, texts: Text[]) =>
    element instanceof HTMLElement && element.innerText.trim() !== ''
      ? element.innerText
      : texts.map((text) => text.data).join(' ');

  for (const [box, texts] of containers) {
    if (!shown(box)) continue;
    const style = getComputedStyle(box);
    const text = textOf(box, texts);
    const wide = box.scrollWidth > box.clientWidth + tolerance;
    const tall = box.scrollHeight > box.clientHeight + lineTolerance(style);
    if (style.webkitLineClamp !== 'none' && tall) {
      if (!membersOwn(text)) report('line-clamp', box, text);
      continue;
    }
    if (wide && !scrolls(style.overflowX) && style.textOverflow === 'ellipsis') {
      if (!membersOwn(text)) report('ellipsis', box, text);
      continue;
    }
    // The text itself past the box's padding edge: scroll sizes also count the end padding that
    // text merely reaches into, and children that are not text.
    const extent = wide || tall ? extentOf(texts) : undefined;
    if (extent !== undefined) {
      const edge = box.getBoundingClientRect();
      const left = edge.left + box.clientLeft;
      const top = edge.top + box.clientTop;
      const across = lineTolerance(style);
      const sideways =
        wide &&
        !scrolls(style.overflowX) &&
        (extent.right > left + box.clientWidth + tolerance || extent.left < left - tolerance);
      const downwards =
        tall &&
        !scrolls(style.overflowY) &&
        box.clientHeight > 0 &&
        (extent.bottom > top + box.clientHeight + across || extent.top < top - across);
      if (sideways || downwards) {
        const hidden = sideways ? hides(style.overflowX) : hides(style.overflowY);
        report(hidden ? 'cut off' : 'overflows its box', box, text);
        continue;
      }
    }
    if (brokenWord(style, texts) && !membersOwn(text)) {
      report('word broken', box, text);
      continue;
    }
    // Cut by an ancestor that hides what passes its edge: text partly inside it. Text wholly
    // outside is a slide or drawer parked off screen on purpose; past a scroller it is reachable.
    const range = document.createRange();
    range.selectNodeContents(box);
    const textBox = range.getBoundingClientRect();
    if (textBox.width === 0 || textBox.height === 0) continue;
    for (let node = box.parentElement; node !== null; node = node.parentElement) {
      const outer = getComputedStyle(node);
      if (scrolls(outer.overflowX) || scrolls(outer.overflowY)) break;
      if (!hides(outer.overflowX) && !hides(outer.overflowY)) continue;
      const edge = node.getBoundingClientRect();
      const left = edge.left + parseFloat(outer.borderLeftWidth);
      const right = edge.right - parseFloat(outer.borderRightWidth);
      const top = edge.top + parseFloat(outer.borderTopWidth);
      const bottom = edge.bottom - parseFloat(outer.borderBottomWidth);
      const meets =
        textBox.right > left && textBox.left < right && textBox.bottom > top && textBox.top < bottom;
      const cutSideways =
        hides(outer.overflowX) && (textBox.left < left - tolerance || textBox.right > right + tolerance);
      const across = lineTolerance(style);
      const cutAcross =
        hides(outer.overflowY) && (textBox.top < top - across || textBox.bottom > bottom + across);
      if (meets && (cutSideways || cutAcross)) {
        report('cut off', box, text);
        break;
      }
    }
  }

  // A field's own text is the member's, scrolled as they type; its placeholder has to fit.
  const canvas = document.createElement('canvas').getContext('2d');
  const widthOf = (text: string, font: string) => {
    if (canvas === null) return 0;
    canvas.font = font;
    return canvas.measureText(text).width;
  };
  const room = (field: HTMLElement) => {
    const style = getComputedStyle(field);
    return field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  };
  for (const field of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
    if (field.value !== '' || field.placeholder.trim() === '' || !shown(field)) continue;
    const font = getComputedStyle(field, '::placeholder').font || getComputedStyle(field).font;
    if (widthOf(field.placeholder, font) > room(field) + tolerance)
      report('placeholder cut', field, field.placeholder);
  }
  for (const select of document.querySelectorAll<HTMLSelectElement>('select')) {
    const chosen = select.selectedOptions[0]?.text ?? '';
    if (chosen.trim() === '' || !shown(select)) continue;
    // A native select draws its arrow inside its box; the styles leave padding for it.
    if (widthOf(chosen, getComputedStyle(select).font) > room(select) + tolerance)
      report('option cut', select, chosen);
  }

  // The page wider than the screen: named by the innermost elements reaching past its edge.
  const page = document.documentElement;
  if (page.scrollWidth > window.innerWidth + tolerance) {
    const culprits = [...document.body.querySelectorAll('*')].filter((element) => {
      if (element.getBoundingClientRect().right <= window.innerWidth + tolerance) return false;
      if (!element.checkVisibility()) return false;
      return ![...element.children].some(
        (child) => child.getBoundingClientRect().right > window.innerWidth + tolerance,
      );
    });
    const named = culprits.slice(0, 3).map(nameOf).join('; ');
    report(
      'page scrolls sideways',
      page,
      `${page.scrollWidth} px wide on a ${window.innerWidth} px screen${named === '' ? '' : `, past the edge: ${named}`}`,
    );
  }
  return findings;
};
