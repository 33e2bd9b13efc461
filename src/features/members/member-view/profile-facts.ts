import type { Profile } from '../../../../generated/model';
import type { TranslationFunctions } from '../../../../locales/i18n-types';

export interface ProfileFact {
  field: string;
  label: string;
  value: string;
}

interface PlaceNames {
  regionLabel: string;
  countryName: string;
}

/**
 * The profile's fields that the site shows (settings `visible_profile_fields`), in that order, each
 * with its label and value in the member's language. A field the profile leaves empty, or one this
 * app does not know, is left out rather than shown blank.
 */
export const profileFacts = (
  LL: TranslationFunctions,
  profile: Profile,
  visibleFields: readonly string[],
  places: PlaceNames,
): ProfileFact[] => {
  const t = LL.signupSteps;
  const text = (value: string | null | undefined) => {
    const trimmed = value?.trim() ?? '';
    return trimmed === '' ? undefined : trimmed;
  };
  const factOf = (field: string): [string, string | undefined] | undefined => {
    switch (field) {
      case 'city':
        return [LL.signupLocation.city(), text(profile.city)];
      case 'region':
        return [places.regionLabel, text(profile.region)];
      case 'country':
        return [LL.signupLocation.country(), places.countryName];
      case 'gender':
        return [t.aboutGender(), t.aboutGenders[profile.gender]()];
      case 'sexuality':
        return [t.aboutSexuality(), t.aboutSexualities[profile.sexuality]()];
      case 'relationship_status':
        return [
          t.aboutRelationshipStatus(),
          profile.relationship_status == null
            ? undefined
            : t.aboutRelationshipStatuses[profile.relationship_status](),
        ];
      case 'body_type':
        return [
          t.aboutBodyType(),
          profile.body_type == null ? undefined : t.aboutBodyTypes[profile.body_type](),
        ];
      case 'hair_color':
        return [
          t.aboutHairColor(),
          profile.hair_color == null ? undefined : t.aboutHairColors[profile.hair_color](),
        ];
      case 'eye_color':
        return [
          t.aboutEyeColor(),
          profile.eye_color == null ? undefined : t.aboutEyeColors[profile.eye_color](),
        ];
      case 'tattoos':
        return [
          t.aboutTattoos(),
          profile.tattoos == null ? undefined : t.aboutTattooOptions[profile.tattoos](),
        ];
      default:
        return undefined;
    }
  };
  return visibleFields.flatMap((field) => {
    const fact = factOf(field);
    if (fact?.[1] === undefined) return [];
    return [{ field, label: fact[0], value: fact[1] }];
  });
};
