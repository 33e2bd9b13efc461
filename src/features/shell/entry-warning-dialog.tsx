import { useId, useLayoutEffect, useRef } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { PlainButton, PlainTextLink } from '../../ui';
import styles from './entry-warning.module.css';
import { holdDialogOpen } from './hold-dialog-open';

/** Where "Leave" takes a visitor who does not want to see adult content. */
const leaveUrl = 'https://www.google.com/';

interface EntryWarningDialogProps {
  siteName: string;
  onEnter: () => void;
}

/**
 * The page behind neither scrolls nor widens while the warning shows: its scrollbar goes, and
 * the gutter it leaves is kept so nothing moves sideways (what react-aria's modals do).
 */
const holdPageStill = (): (() => void) => {
  const root = document.documentElement;
  const { overflow, scrollbarGutter } = root.style;
  if (window.innerWidth - root.clientWidth > 0) root.style.scrollbarGutter = 'stable';
  root.style.overflow = 'hidden';
  return () => {
    root.style.overflow = overflow;
    root.style.scrollbarGutter = scrollbarGutter;
  };
};

/**
 * The large site-entry warning of spec §2: no header close and no footer, and it cannot be
 * dismissed by the backdrop or Escape — entering (the skip) or leaving are the only ways out.
 * A native modal <dialog> rather than react-aria's Modal: the browser makes the page behind inert
 * and keeps the focus in the top layer, so a first visit fetches no dialog code (decision 013).
 */
export const EntryWarningDialog = ({ siteName, onEnter }: EntryWarningDialogProps) => {
  const { LL } = useI18nContext();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  // Before the first paint, so the page is never seen without the warning over it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    const opener = document.activeElement;
    const release = holdDialogOpen(dialog);
    const releasePage = holdPageStill();
    if (!dialog.open) dialog.showModal();
    // The dialog itself takes the focus, as react-aria's did: a screen reader reads its name and
    // the first Tab lands on the way in (showModal alone would focus that button already).
    dialog.focus();
    return () => {
      release();
      if (dialog.open) dialog.close();
      releasePage();
      // Unmounting an open dialog (entering, or its terms link) restores no focus by itself.
      const focusLeftBehind =
        document.activeElement === null ||
        document.activeElement === document.body ||
        dialog.contains(document.activeElement);
      if (focusLeftBehind && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={styles.title}>
        {LL.entryWarning.title()}
      </h2>
      <div className={styles.body}>
        <p>{LL.entryWarning.adultContent({ siteName })}</p>
        <p>{LL.entryWarning.confirmAge()}</p>
        <div className={styles.actions}>
          <PlainButton onClick={onEnter}>{LL.entryWarning.enter()}</PlainButton>
          <a className={styles.leave} href={leaveUrl} rel="noreferrer">
            {LL.entryWarning.leave()}
          </a>
        </div>
        <p className={styles.small}>
          {LL.entryWarning.agreePrefix()}{' '}
          <PlainTextLink href="/pages/terms">{LL.footer.terms()}</PlainTextLink>
          {' · '}
          <PlainTextLink href="/pages/cookies">{LL.footer.cookies()}</PlainTextLink>
        </p>
      </div>
    </dialog>
  );
};
