import type { RefObject } from 'react';
import type { RetentionOffer } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { Button } from '../../ui';
import { RetentionOfferCard } from './retention-offer-card';
import styles from './account.module.css';

interface RetentionOffersStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  offers: readonly RetentionOffer[];
  onChangeEmail: () => void;
  onContinue: () => void;
  onKeep: () => void;
}

/** Step 2 of the deletion: the offers the server made for this member, before the final step. */
export const RetentionOffersStep = ({
  headingRef,
  offers,
  onChangeEmail,
  onContinue,
  onKeep,
}: RetentionOffersStepProps) => {
  const { LL } = useI18nContext();
  return (
    <div className={styles.step}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {LL.accountDeletion.offers.heading()}
      </h3>
      <p>{LL.accountDeletion.offers.intro()}</p>
      <ul className={styles.offers}>
        {offers.map((offer) => (
          <li key={offer.kind} className={styles.offer}>
            <RetentionOfferCard offer={offer} onChangeEmail={onChangeEmail} />
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="outline" onPress={onContinue}>
          {LL.accountDeletion.offers.continue()}
        </Button>
        <Button onPress={onKeep}>{LL.accountDeletion.keep()}</Button>
      </div>
    </div>
  );
};
