import type { PaymentMethodCode } from '../../../generated/model';
import styles from './payment-method-mark.module.css';

/**
 * A text mark per method, in place of the brands' logos (issue 17: no third-party logos): a
 * short form of the name on the method's own colour. The name is always written beside it, so the
 * mark is decoration for assistive technology.
 */
const marks: Record<PaymentMethodCode, { text: string; colour: string }> = {
  sepa_direct_debit: { text: 'SEPA', colour: '#10298e' },
  przelewy24: { text: 'P24', colour: '#d13239' },
  blik: { text: 'BLIK', colour: '#1f1f1f' },
  wire_transfer: { text: 'BANK', colour: '#3d4a5c' },
  giropay: { text: 'giro', colour: '#000268' },
  mastercard: { text: 'MC', colour: '#c2410c' },
  visa: { text: 'VISA', colour: '#1a1f71' },
  credit_card: { text: 'CARD', colour: '#374151' },
  dankort: { text: 'DK', colour: '#b91c1c' },
  mobilepay: { text: 'MP', colour: '#3b5bdb' },
  swish: { text: 'SW', colour: '#15803d' },
  twint: { text: 'TW', colour: '#111827' },
  satispay: { text: 'SP', colour: '#c81e1e' },
  vipps: { text: 'VI', colour: '#c2410c' },
  carte_bancaire: { text: 'CB', colour: '#1e3a8a' },
  nexi: { text: 'NX', colour: '#1e40af' },
  ideal: { text: 'iD', colour: '#a21caf' },
  bancontact: { text: 'BC', colour: '#1d4ed8' },
  apple_pay: { text: 'Pay', colour: '#000000' },
  paysafecard: { text: 'psc', colour: '#0369a1' },
  maestro: { text: 'MA', colour: '#1e40af' },
  paypal: { text: 'PP', colour: '#003087' },
  sofort: { text: 'SO', colour: '#be185d' },
  eps: { text: 'eps', colour: '#9f1239' },
};

export const PaymentMethodMark = ({ method }: { method: PaymentMethodCode }) => {
  const mark = marks[method];
  return (
    <span aria-hidden="true" className={styles.mark} style={{ background: mark.colour }}>
      {mark.text}
    </span>
  );
};
