import type { Money } from '../../../generated/model';
import type { TranslationFunctions } from '../../../locales/i18n-types';
import { formatMoney } from '../../lib/format-money';

/** The change of the balance, always signed: "+150 credits", "−5 credits". */
export const creditsChange = (LL: TranslationFunctions, credits: number): string =>
  credits < 0
    ? LL.transactions.creditsTaken({ count: -credits })
    : LL.transactions.creditsAdded({ count: credits });

export const moneyText = (money: Money, locale: string): string =>
  formatMoney(money.amount, money.currency, locale);

/** A discount's share as the member's language writes percentages ("25%", "25 %"). */
export const percentText = (percentage: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percentage / 100);

/** The id of `/transactions/{id}`: a positive whole number, else no transaction at all. */
export const transactionIdOf = (param: string): number | undefined =>
  /^[1-9]\d{0,9}$/.test(param) && Number(param) <= 2 ** 31 - 1 ? Number(param) : undefined;
