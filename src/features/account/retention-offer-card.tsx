import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSetInvisible } from '../../../generated/hooks/account/account';
import type { RetentionOffer } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { currentUserQueryOptions } from '../../api';
import { formatLongDate } from '../../lib/format-date';
import { errorMessage } from '../errors';
import { Alert, Button, ButtonLink, PendingNote } from '../../ui';
import { formatPrice } from './format-price';
import styles from './account.module.css';

/** Invisible mode instead of leaving: once on, the member is told so and stays. */
const PrivacyModeOffer = () => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const setInvisible = useSetInvisible();
  const [failure, setFailure] = useState<string>();
  const doneRef = useRef<HTMLDivElement>(null);
  const isOn = setInvisible.isSuccess;

  useEffect(() => {
    if (isOn) doneRef.current?.focus();
  }, [isOn]);

  const turnOn = () => {
    if (setInvisible.isPending) return;
    setFailure(undefined);
    setInvisible.mutate(
      { data: { invisible: true } },
      {
        onSuccess: ({ user }) => {
          queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
        },
        onError: (error) => {
          setFailure(errorMessage(LL, error));
        },
      },
    );
  };

  return (
    <>
      <h4>{LL.accountDeletion.offers.privacyTitle()}</h4>
      <p>{LL.accountDeletion.offers.privacyText()}</p>
      {isOn ? (
        <div ref={doneRef} tabIndex={-1} className={styles.notice}>
          <Alert tone="success">{LL.accountDeletion.offers.privacyOn()}</Alert>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onPress={turnOn}>
            {LL.accountDeletion.offers.privacyAction()}
          </Button>
          <PendingNote isPending={setInvisible.isPending} />
        </div>
      )}
      {failure !== undefined && (
        <Alert tone="danger" live="assertive">
          {failure}
        </Alert>
      )}
    </>
  );
};

interface RetentionOfferCardProps {
  offer: RetentionOffer;
  onChangeEmail: () => void;
}

/** One offer of the deletion screen (spec §2): change e-mail, privacy mode, trial package, discount. */
export const RetentionOfferCard = ({ offer, onChangeEmail }: RetentionOfferCardProps) => {
  const { LL, locale } = useI18nContext();
  switch (offer.kind) {
    case 'change_email':
      return (
        <>
          <h4>{LL.accountDeletion.offers.changeEmailTitle()}</h4>
          <p>{LL.accountDeletion.offers.changeEmailText()}</p>
          <div>
            <Button variant="secondary" onPress={onChangeEmail}>
              {LL.accountDeletion.offers.changeEmailAction()}
            </Button>
          </div>
        </>
      );
    case 'privacy_mode':
      return <PrivacyModeOffer />;
    case 'trial_package':
      return (
        <>
          <h4>{LL.accountDeletion.offers.trialTitle()}</h4>
          <p>
            {LL.accountDeletion.offers.trialText({
              credits: offer.credits,
              price: formatPrice(offer.price, locale),
            })}
          </p>
          <div>
            <ButtonLink variant="secondary" href={`/credits/${offer.bundle_id}`}>
              {LL.accountDeletion.offers.trialAction()}
            </ButtonLink>
          </div>
        </>
      );
    case 'discount_code':
      return (
        <>
          <h4>{LL.accountDeletion.offers.discountTitle({ percentage: offer.percentage })}</h4>
          <p>
            {LL.accountDeletion.offers.discountText({
              code: offer.code,
              date: formatLongDate(offer.expires, locale),
            })}
          </p>
          <div>
            <ButtonLink variant="secondary" href="/credits">
              {LL.accountDeletion.offers.discountAction()}
            </ButtonLink>
          </div>
        </>
      );
  }
};
