import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetDeletionOffers } from '../../../generated/hooks/account/account';
import type { AccountDeletionResult, DeletionReason } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { endSession } from '../../api';
import { reactivationWindowDays } from '../../domain/limits';
import { errorMessage } from '../errors';
import { Alert, Button } from '../../ui';
import type { AccountDeletedState } from './account-deleted-state';
import { DeletionConfirmStep } from './deletion-confirm-step';
import { DeletionReasonStep } from './deletion-reason-step';
import { RetentionOffersStep } from './retention-offers-step';
import styles from './account.module.css';

type Step = 'idle' | 'reason' | 'offers' | 'confirm';

interface DeleteAccountSectionProps {
  /** The "change my e-mail address" offer: the member stays and goes to that form instead. */
  onChangeEmail: () => void;
}

/**
 * Spec §2 account deletion with retention offers, §9 reasons: reason, offers, then the password.
 * A flow on the settings screen rather than a route (the spec's table has none); see decision 006.
 */
export const DeleteAccountSection = ({ onChangeEmail }: DeleteAccountSectionProps) => {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('idle');
  const [reason, setReason] = useState<DeletionReason>();
  const [comment, setComment] = useState('');
  const sectionHeadingRef = useRef<HTMLHeadingElement>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  // Asked only once the member starts: the answer creates a personal discount code on the server.
  const offers = useGetDeletionOffers({ query: { enabled: step !== 'idle' } });

  const stepShown = step === 'idle' || !offers.isPending;
  // Each step starts at its heading (once the offers are there to show it).
  useEffect(() => {
    if (!stepChanged.current || !stepShown) return;
    (step === 'idle' ? sectionHeadingRef : stepHeadingRef).current?.focus();
  }, [step, stepShown]);

  const goTo = (next: Step) => {
    stepChanged.current = true;
    setStep(next);
  };
  const keep = () => {
    goTo('idle');
  };

  const deleted = (result: AccountDeletionResult) => {
    const state: AccountDeletedState = { reactivateUntil: result.reactivate_until };
    void navigate('/account-deleted', { replace: true, state });
    // At once, so no member call goes out any more (it would only meet a 403). This members-only
    // screen is on show until the next one replaces it: the held session end (see the
    // confirmation step) keeps the members area from sending the member to the login meanwhile.
    endSession(queryClient);
  };

  const flow = () => {
    if (offers.isPending) return <p role="status">{LL.common.loading()}</p>;
    if (offers.isError) {
      return (
        <>
          <Alert tone="danger" live="assertive">
            {LL.accountDeletion.offersFailed()} {errorMessage(LL, offers.error)}
          </Alert>
          <div className={styles.actions}>
            <Button onPress={() => void offers.refetch()}>{LL.accountDeletion.retry()}</Button>
            <Button variant="outline" onPress={keep}>
              {LL.accountDeletion.keep()}
            </Button>
          </div>
        </>
      );
    }
    if (step === 'reason') {
      return (
        <DeletionReasonStep
          headingRef={stepHeadingRef}
          reasons={offers.data.reasons}
          reason={reason}
          comment={comment}
          onReasonChange={setReason}
          onCommentChange={setComment}
          onNext={() => {
            goTo('offers');
          }}
          onKeep={keep}
        />
      );
    }
    if (step === 'offers') {
      return (
        <RetentionOffersStep
          headingRef={stepHeadingRef}
          offers={offers.data.offers}
          onChangeEmail={onChangeEmail}
          onContinue={() => {
            goTo('confirm');
          }}
          onKeep={keep}
        />
      );
    }
    if (reason === undefined) return null;
    return (
      <DeletionConfirmStep
        headingRef={stepHeadingRef}
        reason={reason}
        comment={comment}
        onDeleted={deleted}
        onKeep={keep}
      />
    );
  };

  return (
    <section aria-labelledby="delete-account-heading" className={styles.section}>
      <h2 id="delete-account-heading" ref={sectionHeadingRef} tabIndex={-1} className={styles.stepHeading}>
        {LL.accountDeletion.title()}
      </h2>
      <p>{LL.accountDeletion.explanation({ days: reactivationWindowDays })}</p>
      {step === 'idle' ? (
        <div>
          <Button
            variant="outline"
            onPress={() => {
              goTo('reason');
            }}
          >
            {LL.accountDeletion.start()}
          </Button>
        </div>
      ) : (
        flow()
      )}
    </section>
  );
};
