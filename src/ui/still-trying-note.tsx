import type { PressEvent } from 'react-aria-components';
import { useI18nContext } from '../../locales/i18n-react';
import { Button } from './button';
import styles from './still-trying-note.module.css';

export interface StillTryingNoteProps {
  isPending: boolean;
  /** The request has waited long enough that the member should know, and may stop it. */
  isStillTrying: boolean;
  onStop: () => void;
}

/**
 * What a submit button's request is doing: "Sending…", then "Still trying…" with a Stop button
 * once it waits long. One status region, so a screen reader hears the change. Stopping hands the
 * focus back to the form's submit button, since the Stop button goes away under it.
 */
export const StillTryingNote = ({ isPending, isStillTrying, onStop }: StillTryingNoteProps) => {
  const { LL } = useI18nContext();
  const stop = (event: PressEvent) => {
    const form = event.target instanceof HTMLElement ? event.target.closest('form') : null;
    form?.querySelector<HTMLElement>('[type="submit"]')?.focus();
    onStop();
  };
  const slow = isPending && isStillTrying;
  return (
    <span className={styles.note}>
      <span role="status">{isPending ? (slow ? LL.form.stillTrying() : LL.form.sending()) : ''}</span>
      {slow && (
        <Button variant="outline" onPress={stop}>
          {LL.form.stopSending()}
        </Button>
      )}
    </span>
  );
};
