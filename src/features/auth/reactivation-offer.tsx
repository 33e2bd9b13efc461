import { useId } from 'react';
import { useRequestReactivationMail } from '../../../generated/hooks/account/account';
import { useI18nContext } from '../../../locales/i18n-react';
import { Button } from '../../ui';
import { errorMessage } from '../errors';
import { CustomerServiceContact } from './customer-service-contact';
import styles from './reactivation-offer.module.css';

export interface ReactivationOfferProps {
  /** The address of the account pending deletion, where the reactivation link goes. */
  email: string;
}

/**
 * Spec §8: an account pending deletion is offered reactivation by e-mail link, or contacting
 * customer service. Shown by login and by signup. The mail is asked for the address as given;
 * the server answers the same whether or not it sent one, so nothing here reveals an account.
 */
export const ReactivationOffer = ({ email }: ReactivationOfferProps) => {
  const { LL } = useI18nContext();
  const titleId = useId();
  const request = useRequestReactivationMail();
  const address = email.trim();

  const send = () => {
    request.mutate({ data: { email: address } });
  };

  return (
    <section aria-labelledby={titleId} className={styles.offer}>
      <h2 id={titleId} className={styles.title}>
        {LL.login.reactivation.title()}
      </h2>
      <p>{LL.apiErrors.account_pending_deletion()}</p>
      <div className={styles.actions}>
        <Button onPress={send} isPending={request.isPending}>
          {LL.login.reactivation.send()}
        </Button>
        {/* Always present, so screen readers announce the outcome when it appears. */}
        <p role="status" className={request.isError ? styles.failed : styles.sent}>
          {request.isSuccess && LL.login.reactivation.sent({ email: request.variables.data.email })}
          {request.isError && errorMessage(LL, request.error)}
        </p>
      </div>
      <CustomerServiceContact />
    </section>
  );
};
