import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.2 non-text contrast (1.4.11): a focus indicator against what lies behind it. */
export const focusContrastMinimum = 3;

/** What the page says about its focused element; `problem` names the first thing that fails. */
interface FocusReport {
  problem: string | null;
  /** The focused element, as a member's assistive technology would name it. */
  what: string;
  contrast: number | null;
}

/**
 * Runs in the page: everything it needs is declared inside, as `evaluate` sends the function's text.
 * The indicator is looked for on the focused element, or, when the element is visually hidden (the
 * radios and checkboxes of react-aria), on its label: on the element itself, its ::before and
 * ::after, and its descendants (a switch draws the ring on its track). An outline counts, and so
 * does a box-shadow ring (a shadow without blur whose spread is at least 1 px).
 */
const inspectFocus = (minimum: number): FocusReport => {
  type Rgba = [number, number, number, number];

  const parseColour = (text: string): Rgba | null => {
    const match = /^rgba?\(([^)]+)\)$/.exec(text.trim());
    if (match === null) return null;
    const parts = (match[1] ?? '').split(/[\s,/]+/).filter((part) => part !== '');
    const [r, g, b, a] = parts.map((part) =>
      part.endsWith('%') ? Number.parseFloat(part) / 100 : Number.parseFloat(part),
    );
    if (r === undefined || g === undefined || b === undefined) return null;
    return [r, g, b, a ?? 1];
  };

  // Colour `top` (possibly translucent) over the opaque `bottom`.
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const alpha = top[3];
    return [
      top[0] * alpha + bottom[0] * (1 - alpha),
      top[1] * alpha + bottom[1] * (1 - alpha),
      top[2] * alpha + bottom[2] * (1 - alpha),
      1,
    ];
  };

  const luminance = ([r, g, b]: Rgba): number => {
    const channel = (value: number) => {
      const s = value / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };

  const contrast = (one: Rgba, two: Rgba): number => {
    const [light, dark] = [luminance(one), luminance(two)].sort((a, b) => b - a);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  };

  /**
   * The colours that can lie behind a point of `start`: its background and its ancestors', laid
   * over one another until one is opaque (the canvas is white). A gradient gives each of its stops.
   */
  const backgroundsBehind = (start: Element | null): Rgba[] => {
    const layers: Rgba[][] = [];
    for (let element = start; element !== null; element = element.parentElement) {
      const style = getComputedStyle(element);
      const image = style.backgroundImage;
      const stops = image.includes('gradient')
        ? (image.match(/rgba?\([^)]+\)/g) ?? [])
            .map(parseColour)
            .filter((stop): stop is Rgba => stop !== null)
        : [];
      const colour = parseColour(style.backgroundColor);
      const own = [...stops, ...(colour !== null && colour[3] > 0 ? [colour] : [])];
      if (own.length === 0) continue;
      layers.push(own);
      if (own.every((layer) => layer[3] >= 1)) break;
    }
    let below: Rgba[] = [[255, 255, 255, 1]];
    for (const own of layers.reverse()) {
      below = own.flatMap((layer) => below.map((under) => over(layer, under)));
    }
    return below;
  };

  interface Indicator {
    colour: Rgba;
    /** Drawn over the element's own background (inset) rather than around it. */
    inside: boolean;
    host: Element;
  }

  const indicatorOf = (element: Element, pseudo: '::before' | '::after' | null): Indicator | null => {
    const style = getComputedStyle(element, pseudo);
    if (pseudo !== null && style.content === 'none') return null;
    const width = Number.parseFloat(style.outlineWidth);
    const outline = parseColour(style.outlineColor);
    if (style.outlineStyle !== 'none' && width >= 1 && outline !== null && outline[3] > 0) {
      return { colour: outline, inside: Number.parseFloat(style.outlineOffset) < 0, host: element };
    }
    if (style.boxShadow === 'none') return null;
    // Computed shadows read "rgb(…) 0px 0px 0px 3px [inset]", one per comma outside the colour.
    for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
      const colour = parseColour(/rgba?\([^)]+\)/.exec(shadow)?.[0] ?? '');
      const lengths = (shadow.replace(/rgba?\([^)]+\)/, '').match(/-?[\d.]+px/g) ?? []).map(
        Number.parseFloat,
      );
      const [, , blur = 0, spread = 0] = lengths;
      if (colour !== null && colour[3] > 0 && blur === 0 && spread >= 1) {
        return { colour, inside: shadow.includes('inset'), host: element };
      }
    }
    return null;
  };

  const focused = document.activeElement;
  const what =
    focused === null
      ? 'nothing'
      : `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent).trim().slice(0, 60)}"`;
  const fail = (problem: string, measured: number | null = null): FocusReport => ({
    problem,
    what,
    contrast: measured,
  });
  if (focused === null || focused === document.body || focused === document.documentElement) {
    return fail('the focus is on the page itself, not on a control');
  }

  // Visually hidden (react-aria's VisuallyHidden wraps the input): clipped, or 1 px, itself or its wrapper.
  const clipped = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width <= 1 || rect.height <= 1 || getComputedStyle(element).clipPath !== 'none';
  };
  const hidden = clipped(focused) || (focused.parentElement !== null && clipped(focused.parentElement));
  const labels = focused instanceof HTMLInputElement ? Array.from(focused.labels ?? []) : [];
  const target = hidden ? (labels[0] ?? focused.closest('label') ?? focused.parentElement) : focused;
  if (target === null)
    return fail('the focused element is visually hidden and has no label to show its focus');
  const box = target.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return fail('the focused element has no size');
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) {
    return fail(`the focused element is out of view (centre at ${Math.round(x)}, ${Math.round(y)})`);
  }
  // A caption over a photo lets swipes through (pointer-events: none) but is on top all the same:
  // the hit test is made as if the target took pointer events.
  const pointerEvents = (target as HTMLElement).style.pointerEvents;
  (target as HTMLElement).style.pointerEvents = 'auto';
  const hit = document.elementFromPoint(x, y);
  (target as HTMLElement).style.pointerEvents = pointerEvents;
  if (hit === null || !(target === hit || target.contains(hit) || hit.contains(focused))) {
    const cover = hit === null ? 'nothing' : `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}`;
    return fail(`the focused element is covered by ${cover}`);
  }

  const hosts = [target, ...target.querySelectorAll('*')];
  let indicator: Indicator | null = null;
  for (const host of hosts) {
    indicator = indicatorOf(host, null) ?? indicatorOf(host, '::before') ?? indicatorOf(host, '::after');
    if (indicator !== null) break;
  }
  if (indicator === null) return fail('the focused element shows no outline and no box-shadow ring');
  const behind = backgroundsBehind(indicator.inside ? indicator.host : indicator.host.parentElement);
  const worst = Math.min(...behind.map((colour) => contrast(over(indicator.colour, colour), colour)));
  return worst < minimum
    ? fail(`its focus indicator has a contrast of ${worst.toFixed(2)}:1 against what is behind it`, worst)
    : { problem: null, what, contrast: worst };
};

/**
 * The focus is somewhere a keyboard user sees it: on a control (not the page), in view, not under
 * another element, with an outline or ring of at least 3:1 against the colour behind it.
 */
export const expectVisibleFocus = async (page: Page): Promise<void> => {
  // The focus may be on its way (a route change, a dialog opening): the check waits for it.
  await expect
    .poll(async () => {
      try {
        const report = await page.evaluate(inspectFocus, focusContrastMinimum);
        return report.problem === null ? 'visible' : `${report.what}: ${report.problem}`;
      } catch (error) {
        // A page on its way in (a link's or form's navigation) has no focus to check yet.
        return `no page to check: ${String(error)}`;
      }
    })
    .toBe('visible');
};
