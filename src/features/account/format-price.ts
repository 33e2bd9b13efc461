import type { Money } from '../../../generated/model';

/** An amount in its currency, written the way the member's language writes money (£4.99, 4,99 €). */
export const formatPrice = ({ amount, currency }: Money, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
