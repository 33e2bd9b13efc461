import { useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useRef, useState } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { useSiteSettings } from '../../api';
import { Alert, PendingNote, PlainButton, type AlertTone } from '../../ui';
import { turnPushOn, type TurnOnResult } from '../push';
import { keepFocusOnDismiss } from './dismiss-focus';
import styles from './enrich-profile-alert.module.css';

interface PushAlertProps {
  onDismiss: () => void;
  /** The member pressed "Turn on": the alert stays to tell how it ended, whatever the state now. */
  onAnswered: () => void;
}

const toneOf = (result: TurnOnResult | undefined): AlertTone => {
  if (result === undefined) return 'info';
  if (result.kind === 'on') return 'success';
  return result.kind === 'failed' || result.kind === 'notSaved' ? 'danger' : 'warning';
};

/**
 * Spec §4 Push: the offer to turn push notifications on, for a member whose browser may still be
 * asked (decision 029). The browser's own question comes only from the member's press, never by
 * itself; how it ended is said in place, and closing the alert is remembered (decision 017).
 */
export const PushAlert = ({ onDismiss, onAnswered }: PushAlertProps) => {
  const { LL } = useI18nContext();
  const t = LL.alerts.push;
  const queryClient = useQueryClient();
  const publicKey = useSiteSettings().data?.settings.push_public_key;
  const box = useRef<HTMLDivElement>(null);
  const askingNow = useRef(false);
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<TurnOnResult>();

  const turnOn = async () => {
    // A second press while the browser asks would ask, and save, twice.
    if (askingNow.current || publicKey === undefined) return;
    askingNow.current = true;
    setAsking(true);
    onAnswered();
    const answer = await turnPushOn(queryClient, publicKey);
    askingNow.current = false;
    setAsking(false);
    setResult(answer);
  };

  const resultText = (shown: TurnOnResult): string => {
    switch (shown.kind) {
      case 'on':
        return t.on();
      case 'blocked':
      case 'unsupported':
        return t.blocked();
      case 'dismissed':
        return t.dismissed();
      case 'failed':
      case 'notSaved':
        return t.failed();
    }
  };

  return (
    <div ref={box} className={styles.stack}>
      <Alert
        tone={toneOf(result)}
        onDismiss={() => {
          keepFocusOnDismiss(box.current);
          onDismiss();
        }}
      >
        <div className={styles.banner}>
          <div className={styles.lead}>
            <span className={styles.photo}>
              <BellRing aria-hidden="true" size={22} strokeWidth={2} />
            </span>
            <p className={styles.message}>
              {result === undefined ? (
                <>
                  <strong>{t.title()}</strong> {t.text()}
                </>
              ) : (
                resultText(result)
              )}
            </p>
          </div>
          {result === undefined && (
            <span className={styles.action}>
              <PlainButton variant="outline" disabled={asking} onClick={() => void turnOn()}>
                {t.action()}
              </PlainButton>
              <PendingNote isPending={asking} />
            </span>
          )}
        </div>
      </Alert>
    </div>
  );
};
