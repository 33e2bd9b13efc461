import type { PaymentMethodCode } from '../../../generated/model';
import type { TranslationFunctions } from '../../../locales/i18n-types';
import { paymentMethodNames } from '../../domain/payment-methods';

/**
 * A method's name as the member reads it: brand names as they are (spec §9), the three generic
 * methods in the member's language.
 */
export const methodName = (LL: TranslationFunctions, method: PaymentMethodCode): string => {
  switch (method) {
    case 'wire_transfer':
      return LL.credits.methods.wireTransfer();
    case 'credit_card':
      return LL.credits.methods.creditCard();
    case 'sepa_direct_debit':
      return LL.credits.methods.sepaDirectDebit();
    default:
      return paymentMethodNames[method];
  }
};
