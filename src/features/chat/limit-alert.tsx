import { useState } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import type { OutboxMessage } from '../../lib/chat-outbox';
import { Alert, ButtonLink } from '../../ui';
import styles from './conversation.module.css';

/** The refusals that have a way out: buying credits, or going premium (spec §8). */
export type LimitCode = 'insufficient_credits' | 'premium_only';

export const isLimitCode = (code: string | undefined): code is LimitCode =>
  code === 'insufficient_credits' || code === 'premium_only';

export interface LimitAlertProps {
  code: LimitCode;
  onDismiss: () => void;
}

/**
 * Spec §8: the insufficient-credits alert when sending (with the way to buy credits) and the
 * premium-only alert (with the way to premium), above the composer where the member was writing.
 */
export const LimitAlert = ({ code, onDismiss }: LimitAlertProps) => {
  const { LL } = useI18nContext();
  const t = LL.chat.limits;
  return (
    <div className={styles.notice}>
      <Alert tone="warning" onDismiss={onDismiss}>
        <span className={styles.limitLine}>
          {code === 'insufficient_credits' ? t.insufficientCredits() : t.premiumOnly()}
          {code === 'insufficient_credits' ? (
            <ButtonLink href="/credits">{t.buyCredits()}</ButtonLink>
          ) : (
            <ButtonLink href="/premium">{t.goPremium()}</ButtonLink>
          )}
        </span>
      </Alert>
    </div>
  );
};

interface Refusal {
  id: string;
  code: LimitCode;
  at: number;
}

/**
 * Which limit alert shows: the newest refusal with a way out, from the outbox's messages or from a
 * gift or photo (`raise`), until the member closes it; a newer refusal shows again.
 */
export const useLimitNotice = (pending: readonly OutboxMessage[]) => {
  const [raised, setRaised] = useState<Refusal | undefined>(undefined);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  // A message refused again after a retry has a new key (outbox-delivery.ts): it shows again.
  const refusals: Refusal[] = pending.flatMap((message) =>
    message.state === 'failed' && isLimitCode(message.problem?.code)
      ? [{ id: `${message.clientId}:${message.key}`, code: message.problem.code, at: message.at }]
      : [],
  );
  if (raised !== undefined) refusals.push(raised);
  const shown = refusals
    .filter((refusal) => !dismissed.has(refusal.id))
    .reduce<Refusal | undefined>(
      (newest, refusal) => (newest === undefined || refusal.at >= newest.at ? refusal : newest),
      undefined,
    );
  return {
    code: shown?.code,
    dismiss: () => {
      if (shown !== undefined) setDismissed((ids) => new Set(ids).add(shown.id));
    },
    raise: (code: LimitCode) => {
      setRaised({ id: crypto.randomUUID(), code, at: Date.now() });
    },
  };
};
