import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { translations } from '../../tests/utils/i18n';
import { installNativeDialogStandIn } from '../../tests/utils/native-dialog';
import { entryWarningSkippedKey } from '../features/shell/entry-warning-key';
import { earlyOverlayAttribute, showEntryWarningEarly } from './early-entry-warning';
import { entryWarningTemplate } from './entry';

const LL = translations('en');
const isModal = installNativeDialogStandIn();

/** A prerendered page of `path`: its inert root and the template the build put beside it. */
const prerenderedPage = (path: string): HTMLElement => {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('inert', '');
  document.body.replaceChildren(root);
  document.body.insertAdjacentHTML('beforeend', entryWarningTemplate(path, 'en'));
  return root;
};

const settings = (overrides: Record<string, unknown> = {}) =>
  Promise.resolve({ settings: { name: 'Flirtpoint', enable_site_entry_popup: true, ...overrides } });

const earlyWarning = () => screen.queryByRole('dialog', { name: LL.entryWarning.title() });

describe("a first visit's early entry warning (decision 014)", () => {
  it('shows the prerendered warning with the site name as a modal before the app, and entering is remembered', async () => {
    prerenderedPage('/');
    await expect(showEntryWarningEarly(document, settings({ name: '<b>Flirt</b>' }))).resolves.toBe(true);
    const dialog = earlyWarning();
    expect(dialog).not.toBeNull();
    if (dialog === null) return;
    expect(isModal(dialog)).toBe(true);
    expect(dialog).toHaveAttribute(earlyOverlayAttribute);
    expect(dialog).toHaveTextContent(LL.entryWarning.adultContent({ siteName: '<b>Flirt</b>' }));
    expect(dialog.querySelector('b')).toBeNull();
    expect(document.activeElement).toBe(dialog);

    // Neither Escape nor a close request the browser cannot refuse passes it.
    fireEvent.keyDown(document, { key: 'Escape' });
    (dialog as HTMLDialogElement).close();
    expect(isModal(dialog)).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: LL.entryWarning.enter() }));
    expect(earlyWarning()).toBeNull();
    expect(localStorage.getItem(entryWarningSkippedKey)).not.toBeNull();
  });

  it.each([
    ['the site has it off', settings({ enable_site_entry_popup: false }), '/'],
    ['the settings did not arrive', Promise.resolve(undefined), '/'],
    ['the route owes it to nobody on load (an information page)', settings(), '/pages/terms'],
    ['the route is a mailed link', settings(), '/reset-password'],
  ])('is not shown when %s', async (_, answer, path) => {
    prerenderedPage(path);
    await expect(showEntryWarningEarly(document, answer)).resolves.toBe(false);
    expect(earlyWarning()).toBeNull();
  });

  it('is not shown once skipped, nor after the app has rendered over the page', async () => {
    localStorage.setItem(entryWarningSkippedKey, new Date().toISOString());
    prerenderedPage('/');
    await expect(showEntryWarningEarly(document, settings())).resolves.toBe(false);
    localStorage.removeItem(entryWarningSkippedKey);

    prerenderedPage('/').removeAttribute('inert');
    await expect(showEntryWarningEarly(document, settings())).resolves.toBe(false);
    expect(earlyWarning()).toBeNull();
  });
});
