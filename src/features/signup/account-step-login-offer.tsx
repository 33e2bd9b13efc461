import { useI18nContext } from '../../../locales/i18n-react';
import { TextLink } from '../../ui';
import styles from './account-step.module.css';

/**
 * Spec §8: an address that already owns an active account is offered login. The login screen gets
 * the address in the router state, so the member does not type it twice.
 */
export const AccountStepLoginOffer = ({ email }: { email: string }) => {
  const { LL } = useI18nContext();
  return (
    <p className={styles.offer}>
      {LL.signup.emailTakenOffer()}{' '}
      <TextLink href="/login" routerOptions={{ state: { email } }}>
        {LL.signup.logIn()}
      </TextLink>
    </p>
  );
};
