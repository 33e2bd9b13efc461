import type { Money } from '../../../generated/model';
import { formatMoney } from '../../lib/format-money';

/** An amount in its currency, written the way the member's language writes money (£4.99, 4,99 €). */
export const formatPrice = ({ amount, currency }: Money, locale: string): string =>
  formatMoney(amount, currency, locale);
