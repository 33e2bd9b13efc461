import { Coins, Gift, RotateCcw, ShoppingBag, type LucideIcon } from 'lucide-react';
import type { PaymentMethodCode, TransactionKind } from '../../../generated/model';
import { PaymentMethodMark } from '../credits';
import styles from './transactions.module.css';

const kindIcons: Record<TransactionKind, LucideIcon> = {
  purchase: ShoppingBag,
  refund: RotateCcw,
  spend: Coins,
  bonus: Gift,
};

/**
 * A small box beside a line: the payment method's text mark (the credit pages' own), or, for
 * credits spent or given, the kind's icon. Decoration only: the method's name and the kind are
 * written beside it.
 */
export const MethodMark = ({ method, kind }: { method: PaymentMethodCode | null; kind: TransactionKind }) => {
  if (method !== null) return <PaymentMethodMark method={method} />;
  const KindIcon = kindIcons[kind];
  return (
    <span className={styles.mark} aria-hidden="true">
      <KindIcon size={20} />
    </span>
  );
};
