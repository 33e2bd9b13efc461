import { entryWarningSkippedKey } from '../features/shell/entry-warning-key';
import { holdDialogOpen } from '../features/shell/hold-dialog-open';
import { clock } from '../lib/clock';
import { localStore, readString, writeString } from '../lib/storage';

/** The `<template>` a prerendered page carries when the warning may be owed on its route. */
export const earlyEntryWarningId = 'early-entry-warning';

/** Stands in for the site's name in the template's text (the build knows no domain). */
export const siteNameMarker = '%SITE_NAME%';

/** What the app removes when it renders over the page (src/prerender/take-over.tsx). */
export const earlyOverlayAttribute = 'data-early-overlay';

/** The settings fields the warning needs, checked by hand (no schema code in the entry). */
const warningSettings = (body: unknown): { name: string } | undefined => {
  const settings =
    typeof body === 'object' && body !== null ? (body as { settings?: unknown }).settings : undefined;
  if (typeof settings !== 'object' || settings === null) return undefined;
  const { enable_site_entry_popup: enabled, name } = settings as Record<string, unknown>;
  return enabled === true && typeof name === 'string' ? { name } : undefined;
};

const fillSiteName = (dialog: HTMLDialogElement, siteName: string) => {
  const walker = dialog.ownerDocument.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    // As text: a site's name is never parsed as markup.
    if (node.nodeValue?.includes(siteNameMarker) === true)
      node.nodeValue = node.nodeValue.replaceAll(siteNameMarker, siteName);
  }
};

/**
 * Keeps the warning as the app's dialog does (src/features/shell/entry-warning-dialog.tsx): only
 * entering (remembered, as the app remembers it) or leaving passes it. Its listeners go with it,
 * whether entering or the app's render removed it.
 */
const holdOpen = (dialog: HTMLDialogElement): void => {
  const release = holdDialogOpen(dialog);
  dialog.querySelector('button')?.addEventListener('click', () => {
    writeString(localStore(), entryWarningSkippedKey, clock.now().toISOString());
    release();
    dialog.remove();
  });
  // The app renders its own warning over the page and removes this one (take-over.tsx).
  new MutationObserver((_, observer) => {
    if (dialog.isConnected) return;
    release();
    observer.disconnect();
  }).observe(dialog.ownerDocument.body, { childList: true });
};

/**
 * A first visit's site-entry warning, shown from the settings answer the HTML asked for, before
 * the app's code has loaded: it is the largest element of a first visit, which would otherwise
 * paint only with the app (issue 13 item 3, decision 014). The prerender wrote the dialog in the
 * page's language into a template (only on routes where spec §2 may owe it to everybody); the
 * site's name and whether the site shows it at all come from the settings.
 */
export const showEntryWarningEarly = (page: Document, settingsAnswer: Promise<unknown>): Promise<boolean> => {
  const template = page.getElementById(earlyEntryWarningId);
  if (!(template instanceof HTMLTemplateElement)) return Promise.resolve(false);
  if (readString(localStore(), entryWarningSkippedKey) !== undefined) return Promise.resolve(false);
  return settingsAnswer.then((body) => {
    const settings = warningSettings(body);
    // The app has rendered over the page already: its own warning is the one.
    const prerendered = page.getElementById('root')?.hasAttribute('inert') === true;
    if (settings === undefined || !prerendered) return false;
    const dialog = (template.content.cloneNode(true) as DocumentFragment).querySelector('dialog');
    if (dialog === null) return false;
    fillSiteName(dialog, settings.name);
    dialog.setAttribute(earlyOverlayAttribute, '');
    page.body.append(dialog);
    holdOpen(dialog);
    dialog.showModal();
    dialog.focus();
    return true;
  });
};
