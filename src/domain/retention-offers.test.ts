import { describe, expect, it } from 'vitest';
import { retentionOfferKinds } from './retention-offers';

describe('retention offers (spec §2 account deletion)', () => {
  it('offers all four to a visible member who never bought, on a site with a delete discount', () => {
    expect(retentionOfferKinds({ invisible: false, paidUser: false, deleteDiscount: 50 })).toEqual([
      'change_email',
      'privacy_mode',
      'trial_package',
      'discount_code',
    ]);
  });

  it('leaves out privacy mode while invisible, the trial for buyers and the code without a discount', () => {
    expect(retentionOfferKinds({ invisible: true, paidUser: true, deleteDiscount: null })).toEqual([
      'change_email',
    ]);
  });
});
