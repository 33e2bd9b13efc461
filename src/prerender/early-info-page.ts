import styles from '../features/pages/info-page.module.css';
import { formatLongDate } from '../lib/format-date';

/** The part of `getInfoPage`'s answer the early paint needs, checked by hand (no schema code here). */
interface EarlyInfoPage {
  title: string;
  updated_at: string;
  sections: { heading: string | null; paragraphs: string[] }[];
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isInfoPage = (value: unknown): value is EarlyInfoPage => {
  if (typeof value !== 'object' || value === null) return false;
  const { title, updated_at: updatedAt, sections } = value as Record<string, unknown>;
  return (
    typeof title === 'string' &&
    typeof updatedAt === 'string' &&
    !Number.isNaN(Date.parse(updatedAt)) &&
    Array.isArray(sections) &&
    sections.every((section: unknown) => {
      if (typeof section !== 'object' || section === null) return false;
      const { heading, paragraphs } = section as Record<string, unknown>;
      return (heading === null || typeof heading === 'string') && isStrings(paragraphs);
    })
  );
};

const element = <K extends keyof HTMLElementTagNameMap>(
  page: Document,
  tag: K,
  text?: string,
): HTMLElementTagNameMap[K] => {
  const node = page.createElement(tag);
  // Text from the server is set as text, never parsed as markup.
  if (text !== undefined) node.textContent = text;
  return node;
};

/**
 * The same markup as `InfoPageBody` (src/features/pages/info-page-body.tsx), so the app's render
 * over it moves nothing and paints nothing larger; the prerender test compares the two.
 */
export const infoPageMarkup = (
  page: Document,
  info: EarlyInfoPage,
  updatedTemplate: string,
  locale: string,
): HTMLElement => {
  const article = element(page, 'article');
  article.className = styles.page ?? '';
  article.setAttribute('aria-labelledby', 'info-page-title');
  const title = element(page, 'h1', info.title);
  title.id = 'info-page-title';
  const updated = element(
    page,
    'p',
    updatedTemplate.replace('{date}', formatLongDate(info.updated_at, locale)),
  );
  updated.className = styles.updated ?? '';
  article.append(title, updated);
  for (const section of info.sections) {
    const box = element(page, 'section');
    if (section.heading !== null) box.append(element(page, 'h2', section.heading));
    for (const paragraph of section.paragraphs) box.append(element(page, 'p', paragraph));
    article.append(box);
  }
  return article;
};

/** Where the prerendered information page waits for its text, and the "updated" line's words. */
export const earlyInfoPageSlot = 'data-early-info-page';

/**
 * Puts an information page's text, which the HTML asked for (`earlyRequests`), in place of its
 * skeleton as soon as it arrives, before the app's code has loaded: the largest text of the
 * page paints from the server's answer instead of after the app (issue 13 item 3, decision 014).
 */
export const paintInfoPageEarly = (page: Document, answer: Promise<unknown>): Promise<boolean> => {
  const slot = page.querySelector<HTMLElement>(`[${earlyInfoPageSlot}]`);
  if (slot === null) return Promise.resolve(false);
  return answer.then((body) => {
    const info = typeof body === 'object' && body !== null ? (body as { page?: unknown }).page : undefined;
    // Too late (the app has rendered over the page) or not a page: the app shows what it has.
    if (!isInfoPage(info) || !slot.isConnected) return false;
    const updatedTemplate = slot.getAttribute(earlyInfoPageSlot) ?? '';
    slot.replaceWith(infoPageMarkup(page, info, updatedTemplate, page.documentElement.lang));
    return true;
  });
};
