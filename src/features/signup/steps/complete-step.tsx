import { useId } from 'react';
import { useI18nContext } from '../../../../locales/i18n-react';
import { useCurrentUser } from '../../../api';
import { Button } from '../../../ui';
import { ActivationResendButton } from '../activation-resend-button';
import styles from '../complete-step.module.css';
import type { CompleteStepProps } from '../step-props';

/**
 * The complete step (spec §2 confirm e-mail, §4): the account exists and an activation link went
 * to the member's address. Until it is used others cannot reply, so the step says so and offers
 * the mail again; a member who confirmed already (in another tab, say) is told that instead.
 */
export const CompleteStep = ({ onFinish }: CompleteStepProps) => {
  const { LL } = useI18nContext();
  const titleId = useId();
  const user = useCurrentUser().data ?? undefined;
  const confirmed = user?.status === 'active';

  return (
    <section aria-labelledby={titleId} className={styles.step}>
      <h2 id={titleId} className={styles.title}>
        {LL.signupSteps.completeTitle()}
      </h2>
      {confirmed ? (
        <p>{LL.signupSteps.completeConfirmed({ email: user.email })}</p>
      ) : (
        <>
          <p>
            {user === undefined
              ? LL.signupSteps.completeSentNoAddress()
              : LL.signupSteps.completeSent({ email: user.email })}
          </p>
          <p className={styles.why}>{LL.signupSteps.completeWhy()}</p>
          <p>{LL.signupSteps.completeNoMail()}</p>
          <ActivationResendButton label={LL.activation.resend()} />
        </>
      )}
      <div className={styles.actions}>
        <Button onPress={onFinish}>{LL.signupSteps.completeContinue()}</Button>
      </div>
    </section>
  );
};
