import {
  BodyType,
  EyeColor,
  Gender,
  HairColor,
  RelationshipStatus,
  Sexuality,
  Tattoos,
  type OwnProfile,
  type ProfileUpdate,
} from '../../../../generated/model';
import type { TranslationFunctions } from '../../../../locales/i18n-types';
import type { SelectItem } from '../../../ui';

/** The profile's single-choice fields the about-you step and the profile ask, by their contract names. */
export const choiceNames = [
  'gender',
  'sexuality',
  'relationship_status',
  'body_type',
  'hair_color',
  'eye_color',
  'tattoos',
] as const;
export type ChoiceName = (typeof choiceNames)[number];

export type Choices = Record<ChoiceName, string | null>;

export interface ChoiceField {
  name: ChoiceName;
  label: string;
  items: SelectItem[];
}

const itemsOf = <Value extends string>(values: readonly Value[], labelOf: (value: Value) => string) =>
  values.map((value) => ({ id: value, label: labelOf(value) }));

/** The fields in the order the step shows them, each with the contract's values as choices. */
export const choiceFields = (LL: TranslationFunctions): ChoiceField[] => {
  const t = LL.signupSteps;
  return [
    {
      name: 'gender',
      label: t.aboutGender(),
      items: itemsOf(Object.values(Gender), (v) => t.aboutGenders[v]()),
    },
    {
      name: 'sexuality',
      label: t.aboutSexuality(),
      items: itemsOf(Object.values(Sexuality), (v) => t.aboutSexualities[v]()),
    },
    {
      name: 'relationship_status',
      label: t.aboutRelationshipStatus(),
      items: itemsOf(Object.values(RelationshipStatus), (v) => t.aboutRelationshipStatuses[v]()),
    },
    {
      name: 'body_type',
      label: t.aboutBodyType(),
      items: itemsOf(Object.values(BodyType), (v) => t.aboutBodyTypes[v]()),
    },
    {
      name: 'hair_color',
      label: t.aboutHairColor(),
      items: itemsOf(Object.values(HairColor), (v) => t.aboutHairColors[v]()),
    },
    {
      name: 'eye_color',
      label: t.aboutEyeColor(),
      items: itemsOf(Object.values(EyeColor), (v) => t.aboutEyeColors[v]()),
    },
    {
      name: 'tattoos',
      label: t.aboutTattoos(),
      items: itemsOf(Object.values(Tattoos), (v) => t.aboutTattooOptions[v]()),
    },
  ];
};

/** What the profile holds now; the step starts from it. */
export const storedChoices = (profile: OwnProfile | undefined): Choices => ({
  gender: profile?.gender ?? null,
  sexuality: profile?.sexuality ?? null,
  relationship_status: profile?.relationship_status ?? null,
  body_type: profile?.body_type ?? null,
  hair_color: profile?.hair_color ?? null,
  eye_color: profile?.eye_color ?? null,
  tattoos: profile?.tattoos ?? null,
});

/** The value as the contract's type, when it is one of the contract's values. */
const oneOf = <Value extends string>(values: readonly Value[], value: string | null): Value | undefined =>
  values.find((known) => known === value);

/**
 * Only what the member changed: a field they left as it was is not sent, so saving never
 * overwrites what another screen changed meanwhile.
 */
export const changedChoices = (choices: Choices, stored: Choices): ProfileUpdate => {
  const changed = (name: ChoiceName) => (choices[name] !== stored[name] ? choices[name] : null);
  const update: ProfileUpdate = {};
  const gender = oneOf(Object.values(Gender), changed('gender'));
  if (gender !== undefined) update.gender = gender;
  const sexuality = oneOf(Object.values(Sexuality), changed('sexuality'));
  if (sexuality !== undefined) update.sexuality = sexuality;
  const relationship = oneOf(Object.values(RelationshipStatus), changed('relationship_status'));
  if (relationship !== undefined) update.relationship_status = relationship;
  const bodyType = oneOf(Object.values(BodyType), changed('body_type'));
  if (bodyType !== undefined) update.body_type = bodyType;
  const hairColor = oneOf(Object.values(HairColor), changed('hair_color'));
  if (hairColor !== undefined) update.hair_color = hairColor;
  const eyeColor = oneOf(Object.values(EyeColor), changed('eye_color'));
  if (eyeColor !== undefined) update.eye_color = eyeColor;
  const tattoos = oneOf(Object.values(Tattoos), changed('tattoos'));
  if (tattoos !== undefined) update.tattoos = tattoos;
  return update;
};
