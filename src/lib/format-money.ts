/** An amount in its currency, written the way the member's language writes money (£4.99, 4,99 €). */
export const formatMoney = (amount: number, currency: string, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
