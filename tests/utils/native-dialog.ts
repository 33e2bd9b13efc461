import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom (29) has HTMLDialogElement's `open` but neither showModal nor close. Here they do the least
 * a browser does — the open attribute, a close event — and remember which dialogs were opened
 * modally, which a browser shows as `:modal` (jsdom knows no such pseudo-class). What modality
 * does in a browser (the page inert, Escape) is the journeys' part (e2e/shell.spec.ts).
 * Installed for the calling file only: files share one jsdom window (isolate: false in
 * vite.config.ts). Returns `isModal`.
 */
export const installNativeDialogStandIn = (): ((dialog: HTMLElement) => boolean) => {
  const openedModally = new WeakSet<HTMLDialogElement>();
  beforeAll(() => {
    Object.defineProperties(HTMLDialogElement.prototype, {
      showModal: {
        configurable: true,
        value(this: HTMLDialogElement) {
          if (!this.isConnected || this.open) throw new DOMException('cannot show', 'InvalidStateError');
          this.open = true;
          openedModally.add(this);
        },
      },
      close: {
        configurable: true,
        value(this: HTMLDialogElement) {
          if (!this.open) return;
          this.open = false;
          openedModally.delete(this);
          this.dispatchEvent(new Event('close'));
        },
      },
    });
  });
  afterAll(() => {
    Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
    Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
  });
  return (dialog) => dialog instanceof HTMLDialogElement && dialog.open && openedModally.has(dialog);
};
