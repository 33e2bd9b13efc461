import { Form } from 'react-aria-components';
import { useI18nContext } from '../../../locales/i18n-react';
import { discountCodeMaxLength } from '../../domain/checkout';
import { formatCountdown } from '../../domain/time-bonus';
import { formatLongDate } from '../../lib/format-date';
import { Button, TextField } from '../../ui';
import { errorMessage } from '../errors';
import type { CheckoutDiscount, CodeCheck } from './use-checkout-discount';
import styles from './credits.module.css';

/** The discount the order gets, said plainly, with the countdown while it is the time bonus. */
export const DiscountBanner = ({ discount }: { discount: CheckoutDiscount }) => {
  const { LL, locale } = useI18nContext();
  const t = LL.credits.discount;
  const percent = discount.code.value_percentage;
  const title = (() => {
    switch (discount.kind) {
      case 'time_bonus':
        return t.timeBonusTitle({ percent });
      case 'welcome':
        return t.welcomeTitle({ percent });
      case 'typed':
        return t.codeTitle({ code: discount.code.code, percent });
    }
  })();
  // Personalised prices must be said to be so (EU Directive 2019/2161, art. 4(4)(a)ii).
  const personal = discount.code.user_id !== null || discount.kind !== 'typed';
  return (
    <section className={styles.discount} aria-label={title}>
      <p className={styles.discountTitle}>{title}</p>
      {discount.kind === 'time_bonus' && (
        <p className={styles.countdown}>
          {t.endsIn()} {/* Ticks every second: not announced, or a screen reader would speak nothing else. */}
          <time className={styles.countdownValue} aria-live="off">
            {formatCountdown(discount.secondsLeft)}
          </time>
        </p>
      )}
      {discount.kind !== 'time_bonus' && discount.code.expires !== null && (
        <p className={styles.discountNote}>
          {t.validUntil({ date: formatLongDate(discount.code.expires, locale) })}
        </p>
      )}
      {personal && <p className={styles.discountNote}>{t.personal()}</p>}
    </section>
  );
};

const codeMessage = (LL: ReturnType<typeof useI18nContext>['LL'], check: CodeCheck): string | undefined => {
  const t = LL.credits.codeField;
  switch (check.name) {
    case 'invalid':
      if (check.problem === 'empty') return t.empty();
      if (check.problem === 'too_long') return t.tooLong({ max: discountCodeMaxLength });
      return t.characters();
    case 'refused':
      return errorMessage(LL, check.error);
    default:
      return undefined;
  }
};

/**
 * The field for a code of the member's own (spec §3, §5: 'Code not
 * found', 'Code already used' word for word). What was typed stays in the field whatever the
 * answer.
 */
export const DiscountPanel = ({
  discount,
  ownCode,
  typed,
  onTypedChange,
  check,
  onApply,
  onRemove,
}: {
  discount: CheckoutDiscount | undefined;
  ownCode: string | undefined;
  typed: string;
  onTypedChange: (text: string) => void;
  check: CodeCheck;
  onApply: () => void;
  onRemove: () => void;
}) => {
  const { LL } = useI18nContext();
  const t = LL.credits.codeField;
  const message = codeMessage(LL, check);
  return (
    <div className={styles.discountPanel}>
      {discount?.kind === 'typed' ? (
        <div className={styles.applied}>
          <p role="status">
            {t.applied({ code: discount.code.code, percent: discount.code.value_percentage })}
          </p>
          <Button variant="outline" onPress={onRemove}>
            {LL.credits.discount.remove()}
          </Button>
        </div>
      ) : (
        <Form
          className={styles.codeForm}
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            onApply();
          }}
        >
          <TextField
            label={t.label()}
            value={typed}
            onChange={onTypedChange}
            errorMessage={message}
            autoComplete="off"
            description={ownCode === undefined ? undefined : t.replaces({ code: ownCode })}
          />
          <Button type="submit" variant="secondary" isDisabled={check.name === 'checking'}>
            {check.name === 'checking' ? t.checking() : t.apply()}
          </Button>
        </Form>
      )}
    </div>
  );
};
