import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useReactivateAccount } from '../../../generated/hooks/account/account';
import { useI18nContext } from '../../../locales/i18n-react';
import { isApiError, startSession } from '../../api';
import { errorMessage } from '../errors';
import { Alert, Button, ButtonLink, PendingNote, TextLink } from '../../ui';
import styles from './account.module.css';

/** `final`: this link can never work (expired, used or unknown), so there is nothing to retry. */
type Outcome = { kind: 'welcome'; name: string } | { kind: 'failed'; message: string; final: boolean };

/** A token the server does not know, or one that is not a token at all (a damaged link). */
const isUnknownLink = (error: unknown): boolean =>
  isApiError(error) && (error.status === 404 || (error.status === 400 && error.code === 'validation'));

/**
 * The e-mailed reactivation link (spec §4, §9: 14 days). Nothing happens on arrival — a mail
 * scanner opening the link must not bring the account back — the member confirms with the button.
 */
export const ReactivationPanel = ({ token }: { token: string }) => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const reactivation = useReactivateAccount();
  const [outcome, setOutcome] = useState<Outcome>();
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome !== undefined) outcomeRef.current?.focus();
  }, [outcome]);

  const reactivate = () => {
    if (reactivation.isPending) return;
    setOutcome(undefined);
    reactivation.mutate(
      { data: { token } },
      {
        onSuccess: ({ user }) => {
          startSession(queryClient, user);
          setOutcome({ kind: 'welcome', name: user.profile.name });
        },
        onError: (error) => {
          if (isUnknownLink(error)) {
            // The catalogue's "not found" would not say what to do with the link.
            setOutcome({
              kind: 'failed',
              final: true,
              message: LL.accountDeletion.reactivation.linkInvalid(),
            });
          } else {
            const final = isApiError(error, 'reactivation_expired');
            setOutcome({ kind: 'failed', final, message: errorMessage(LL, error) });
          }
        },
      },
    );
  };

  if (outcome?.kind === 'welcome') {
    return (
      <div ref={outcomeRef} tabIndex={-1} className={`${styles.step} ${styles.notice}`}>
        <Alert tone="success">{LL.accountDeletion.reactivation.welcomeBack({ name: outcome.name })}</Alert>
        <div>
          <ButtonLink href="/members">{LL.accountDeletion.reactivation.toMembers()}</ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.step}>
      <p>{LL.accountDeletion.reactivation.text()}</p>
      {outcome !== undefined && (
        <div ref={outcomeRef} tabIndex={-1} className={styles.notice}>
          <Alert tone="danger" live="assertive">
            {outcome.message}
          </Alert>
        </div>
      )}
      {outcome?.final === true ? (
        <div>
          <TextLink href="/login">{LL.accountDeletion.reactivation.login()}</TextLink>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button onPress={reactivate}>{LL.accountDeletion.reactivation.action()}</Button>
          <PendingNote isPending={reactivation.isPending} />
        </div>
      )}
    </div>
  );
};
