import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { InfoPage } from '../../generated/model';
import TypesafeI18n from '../../locales/i18n-react';
import { translations } from '../../tests/utils/i18n';
import { InfoPageBody } from '../features/pages/info-page-body';
import { earlyInfoPageSlot, infoPageMarkup, paintInfoPageEarly } from './early-info-page';

const page: InfoPage = {
  key: 'terms',
  title: 'Terms & <conditions>',
  updated_at: '2026-03-01T00:00:00Z',
  sections: [
    { heading: null, paragraphs: ['<img src=x onerror="alert(1)">'] },
    { heading: 'Payments', paragraphs: ['One.', 'Two.'] },
  ],
};

/** A prerendered page's skeleton, marked for the early paint as InfoPage marks it. */
const prerenderedSlot = (updatedWords: string): HTMLElement => {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<main><div role="status" ${earlyInfoPageSlot}="${updatedWords}">…</div></main>`;
  document.body.replaceChildren(root);
  return root;
};

describe("an information page's early paint (decision 014)", () => {
  it.each(['en', 'de'] as const)('builds the same markup as the app renders (%s)', (locale) => {
    const LL = translations(locale);
    const app = renderToStaticMarkup(
      <TypesafeI18n locale={locale}>
        <InfoPageBody page={page} />
      </TypesafeI18n>,
    );
    const early = infoPageMarkup(document, page, LL.pages.updated({ date: '{date}' }), locale);
    // Compared as the browser holds them (React's markup escapes quotes in text; the DOM does not).
    const parsed = document.createElement('template');
    parsed.innerHTML = app;
    expect(early.outerHTML).toBe(parsed.content.firstElementChild?.outerHTML);
  });

  it("puts the server's text in place of the skeleton, as text", async () => {
    const root = prerenderedSlot('Last updated {date}');
    document.documentElement.lang = 'en';
    await expect(paintInfoPageEarly(document, Promise.resolve({ page }))).resolves.toBe(true);
    expect(root.querySelector('[role="status"]')).toBeNull();
    expect(root.querySelector('h1')?.textContent).toBe(page.title);
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(root.textContent).toContain('Last updated March 1, 2026');
  });

  it.each([
    ['no answer', undefined],
    ['an error', { error: 'not_found' }],
    ['a page of the wrong shape', { page: { ...page, sections: [{ heading: 3, paragraphs: [] }] } }],
    ['a page without a date', { page: { ...page, updated_at: 'soon' } }],
  ])('leaves the skeleton for the app on %s', async (_, body) => {
    const root = prerenderedSlot('Last updated {date}');
    await expect(paintInfoPageEarly(document, Promise.resolve(body))).resolves.toBe(false);
    expect(root.querySelector('[role="status"]')).not.toBeNull();
  });

  it('does nothing on a page without the skeleton (the app has rendered over it)', async () => {
    document.body.replaceChildren();
    await expect(paintInfoPageEarly(document, Promise.resolve({ page }))).resolves.toBe(false);
    expect(document.body.childElementCount).toBe(0);
  });
});
