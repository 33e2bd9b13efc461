import type { PremiumFeature } from '../../../generated/model';
import type { TranslationFunctions } from '../../../locales/i18n-types';
import { photoLimit } from '../../domain/limits';

/**
 * The catalogue's words for a premium benefit the server names by key (spec §1, §9); the numbers
 * come from the shared limits and from the tier's own claim, so the text never says another figure.
 */
export const featureText = (
  LL: TranslationFunctions,
  feature: PremiumFeature,
  matchChancePercent: number,
): string => {
  const t = LL.premium.features;
  switch (feature) {
    case 'all_photos':
      return t.all_photos();
    case 'photos_25':
      return t.photos_25({ count: photoLimit.premium });
    case 'unlimited_conversations':
      return t.unlimited_conversations();
    case 'premium_features':
      return t.premium_features();
    case 'match_chance':
      return t.match_chance({ percent: matchChancePercent });
  }
};
