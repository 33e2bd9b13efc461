import { useEffect, useRef, useState } from 'react';
import { useGetDiscountCode, validateDiscountCode } from '../../../generated/hooks/commerce/commerce';
import type { DiscountCode, User } from '../../../generated/model';
import { discountCodeProblem, normalizeDiscountCode, type DiscountCodeProblem } from '../../domain/checkout';
import { timeBonusCode } from '../../domain/time-bonus';
import { useTimeBonusLeft } from '../time-bonus';

export type CodeCheck =
  | { name: 'idle' }
  | { name: 'checking' }
  | { name: 'invalid'; problem: DiscountCodeProblem }
  | { name: 'refused'; error: unknown };

export type CheckoutDiscount =
  | { kind: 'time_bonus'; code: DiscountCode; secondsLeft: number }
  | { kind: 'welcome' | 'typed'; code: DiscountCode };

const usable = (code: DiscountCode | null | undefined): code is DiscountCode =>
  code?.status === 'active' && !code.expired;

/**
 * Which discount the order gets (spec §4: "the active discount code is the time bonus if present,
 * otherwise the welcome discount code"), and a code the member types, which replaces it once the
 * server has accepted it for the chosen package. The member's active code is server state; the
 * typed code's check is this screen's. A failed load of the active code is ignored (spec §8).
 */
export const useCheckoutDiscount = (
  user: User,
  bundleId: number | undefined,
  codeInAddress: string | null,
) => {
  const active = useGetDiscountCode(undefined, { query: { retry: 1 } });
  const bonusLeft = useTimeBonusLeft(user);
  const [typed, setTyped] = useState(codeInAddress ?? '');
  const [check, setCheck] = useState<CodeCheck>({ name: 'idle' });
  const [accepted, setAccepted] = useState<DiscountCode | undefined>(undefined);
  const asked = useRef(0);

  const apply = async (text: string = typed) => {
    const problem = discountCodeProblem(text);
    if (problem !== undefined) {
      setCheck({ name: 'invalid', problem });
      return;
    }
    const call = (asked.current += 1);
    setCheck({ name: 'checking' });
    try {
      const answer = await validateDiscountCode({
        code: normalizeDiscountCode(text),
        ...(bundleId === undefined ? {} : { bundle_id: bundleId }),
      });
      // A later press answers for the field as it is now.
      if (call !== asked.current) return;
      setAccepted(answer.discount_code);
      setCheck({ name: 'idle' });
    } catch (error) {
      if (call !== asked.current) return;
      setAccepted(undefined);
      setCheck({ name: 'refused', error });
    }
  };

  // A code in the address (a link in an e-mail, spec §7) is checked once the package is known.
  const addressChecked = useRef(false);
  useEffect(() => {
    if (codeInAddress === null || bundleId === undefined || addressChecked.current) return;
    addressChecked.current = true;
    // Only for the first package: the member's own presses check the code for later ones.
    void apply(codeInAddress);
  });

  const own = active.data?.discount_code;
  // At the end of the time bonus the server's active code is the welcome code (or none).
  const bonusOver = own?.code === timeBonusCode && bonusLeft === 0;
  const { refetch } = active;
  useEffect(() => {
    if (bonusOver) void refetch();
  }, [bonusOver, refetch]);
  const discount: CheckoutDiscount | undefined = (() => {
    if (accepted !== undefined) return { kind: 'typed', code: accepted };
    if (!usable(own)) return undefined;
    if (own.code === timeBonusCode) {
      return bonusLeft > 0 ? { kind: 'time_bonus', code: own, secondsLeft: bonusLeft } : undefined;
    }
    return { kind: 'welcome', code: own };
  })();

  return {
    /** The member's own discount is known (or failed to load, which is ignored). */
    settled: !active.isPending,
    discount,
    /** The member's own discount, shown even while a typed code replaces it. */
    ownCode: usable(own) ? own : undefined,
    typed,
    setTyped: (text: string) => {
      setTyped(text);
      if (check.name !== 'checking') setCheck({ name: 'idle' });
    },
    check,
    apply: () => apply(),
    remove: () => {
      asked.current += 1;
      setAccepted(undefined);
      setTyped('');
      setCheck({ name: 'idle' });
    },
    /** The order refused the code: it is no longer applied, and the field says why. */
    refuse: (error: unknown) => {
      setAccepted(undefined);
      setCheck({ name: 'refused', error });
    },
  };
};
