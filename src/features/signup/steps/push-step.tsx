import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { postUser } from '../../../../generated/hooks/account/account';
import type { PushSubscription, User } from '../../../../generated/model';
import { useI18nContext } from '../../../../locales/i18n-react';
import { currentUserQueryOptions, useSiteSettings } from '../../../api';
import { Alert, Button, type AlertTone } from '../../../ui';
import { errorMessage } from '../../errors';
import type { SignupStepProps } from '../step-props';
import { PendingNote, StepFrame } from './step-frame';
import styles from './push-step.module.css';
import { pushSupported, requestPushSubscription } from '../../push';

type Outcome =
  | { kind: 'subscribed' | 'blocked' | 'dismissed' | 'unsupported' | 'failed' }
  /** The subscription could not be saved (connection, server). */
  | { kind: 'notSaved'; message: string };

const toneOf: Record<Outcome['kind'], AlertTone> = {
  subscribed: 'success',
  blocked: 'warning',
  dismissed: 'info',
  unsupported: 'info',
  failed: 'warning',
  notSaved: 'danger',
};

/** Outcomes after which asking again may work. */
const canRetry = (outcome: Outcome | undefined) =>
  outcome === undefined ||
  outcome.kind === 'dismissed' ||
  outcome.kind === 'failed' ||
  outcome.kind === 'notSaved';

/**
 * Step 4: push notifications (spec §4 Push, §7 POST user.php?push=1). Whatever the browser
 * answers, the member can go on: notifications never block the signup.
 */
export const PushStep = ({ onNext }: SignupStepProps) => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const publicKey = useSiteSettings().data?.settings.push_public_key;
  const [outcome, setOutcome] = useState<Outcome | undefined>(() =>
    pushSupported() && publicKey !== undefined ? undefined : { kind: 'unsupported' },
  );
  const [asking, setAsking] = useState(false);
  const askingNow = useRef(false);
  const [answered, setAnswered] = useState(0);
  const message = useRef<HTMLDivElement>(null);

  // The button pressed may be gone with the answer, so the answer itself takes the focus.
  useEffect(() => {
    if (answered > 0) message.current?.focus();
  }, [answered]);

  const saveSubscription = async (subscription: PushSubscription): Promise<Outcome> => {
    try {
      await postUser({ subscription }, { push: 1 });
    } catch (error) {
      return { kind: 'notSaved', message: errorMessage(LL, error) };
    }
    queryClient.setQueryData<User | null>(currentUserQueryOptions().queryKey, (user) =>
      user === undefined || user === null ? user : { ...user, push_subscribed: true },
    );
    return { kind: 'subscribed' };
  };

  const turnOn = async () => {
    // A second press while the browser asks would ask (and subscribe) twice.
    if (askingNow.current || publicKey === undefined) return;
    askingNow.current = true;
    setAsking(true);
    const result = await requestPushSubscription(publicKey);
    const next =
      result.kind === 'subscription' ? await saveSubscription(result.subscription) : { kind: result.kind };
    askingNow.current = false;
    setAsking(false);
    setOutcome(next);
    setAnswered((count) => count + 1);
  };

  const textOf = (shown: Outcome): string => {
    switch (shown.kind) {
      case 'subscribed':
        return LL.signupSteps.pushOn();
      case 'blocked':
        return LL.signupSteps.pushBlocked();
      case 'dismissed':
        return LL.signupSteps.pushDismissed();
      case 'unsupported':
        return LL.signupSteps.pushUnsupported();
      case 'failed':
        return LL.signupSteps.pushFailed();
      case 'notSaved':
        return shown.message;
    }
  };

  return (
    <StepFrame title={LL.signupSteps.pushTitle()} why={LL.signupSteps.pushWhy()}>
      {outcome !== undefined && (
        <div ref={message} tabIndex={-1} className={styles.message}>
          <Alert tone={toneOf[outcome.kind]}>{textOf(outcome)}</Alert>
        </div>
      )}
      <div className={styles.actions}>
        {canRetry(outcome) && (
          <Button variant={outcome === undefined ? 'primary' : 'secondary'} onPress={() => void turnOn()}>
            {LL.signupSteps.pushTurnOn()}
          </Button>
        )}
        {outcome === undefined ? (
          <Button variant="outline" isDisabled={asking} onPress={onNext}>
            {LL.signupSteps.skip()}
          </Button>
        ) : (
          <Button onPress={onNext}>{LL.signupSteps.pushContinue()}</Button>
        )}
        <PendingNote text={asking ? LL.signupSteps.pushAsking() : ''} />
      </div>
    </StepFrame>
  );
};
