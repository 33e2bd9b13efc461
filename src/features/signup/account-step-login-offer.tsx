import { useI18nContext } from '../../../locales/i18n-react';
import { TextLink } from '../../ui';
import styles from './account-step.module.css';

/**
 * Spec §8: an address that already owns an active account is offered login. The login screen gets
 * the address in the router state, so the member does not type it twice.
 */
interface AccountStepLoginOfferProps {
  email: string;
  /** Closes the signup modal, also where the login screen is the one under it. */
  onLeave?: (() => void) | undefined;
}

export const AccountStepLoginOffer = ({ email, onLeave }: AccountStepLoginOfferProps) => {
  const { LL } = useI18nContext();
  return (
    <p className={styles.offer}>
      {LL.signup.emailTakenOffer()}{' '}
      <TextLink href="/login" routerOptions={{ state: { email } }} onPress={onLeave}>
        {LL.signup.logIn()}
      </TextLink>
    </p>
  );
};
