// Stand-in until the offer is built in this change; replaced before the change lands.
import { useI18nContext } from '../../../locales/i18n-react';

export interface ReactivationOfferProps {
  /** The address of the account pending deletion, where the reactivation link goes. */
  email: string;
}

/**
 * Spec §8: an account pending deletion is offered reactivation by e-mail link, or contacting
 * customer service. Shown by login and by signup.
 */
export const ReactivationOffer = ({ email }: ReactivationOfferProps) => {
  const { LL } = useI18nContext();
  return <p data-email={email}>{LL.apiErrors.account_pending_deletion()}</p>;
};
