import type { FieldErrorCode, OwnProfileResult, OwnProfileSaved, ProfileUpdate } from '../../generated/model';
import { interestKeys } from '../../src/domain/interests';
import { checkAboutMe, checkCity } from '../../src/domain/profile-text-rules';
import { photoLimitOf } from '../../src/domain/photo-rules';
import { profileCompletion } from '../../src/domain/profile-completion';
import { signupMessageMaxLength } from '../../src/domain/signup-rules';
import { contractLength } from '../../src/domain/text-length';
import { members, type Member } from '../db/members';
import { siteSettings } from '../db/site-settings';
import { ownPhotos, settlePhotoReviews } from './members-photos';
import { ok, validationError } from './support/respond';
import { mainImage, ownProfileOf } from './support/serialize';

export const getOwnProfile = async (member: Member) => {
  await settlePhotoReviews();
  return ok<OwnProfileResult>({
    profile: ownProfileOf(member),
    photos: ownPhotos(member.id),
    photo_limit: photoLimitOf(member.paidUser),
    completion: profileCompletion({
      hasMainPhoto: mainImage(member.id) !== null,
      city: member.city,
      region: member.region,
      relationshipStatus: member.relationshipStatus,
      bodyType: member.bodyType,
      hairColor: member.hairColor,
      eyeColor: member.eyeColor,
      tattoos: member.tattoos,
      interests: member.interests,
      aboutMe: member.aboutMe,
    }),
  });
};

const interestsMax = 45;

/**
 * The site's interests: the `interests` setting, and the fixed list /api/interests.php answers
 * (the default settings name only a few of them, while seeded profiles use the whole list).
 */
const knownInterests = (): Set<string> =>
  new Set([...siteSettings().interests.map((interest) => interest.key), ...interestKeys]);

const has = (update: ProfileUpdate, key: keyof ProfileUpdate) => Object.hasOwn(update, key);

const problemsOf = (update: ProfileUpdate): Partial<Record<string, FieldErrorCode>> => {
  const fields: Partial<Record<string, FieldErrorCode>> = {};
  if (update.country !== undefined && !siteSettings().countries.includes(update.country)) {
    fields.country = 'not_allowed';
  }
  if (update.interests !== undefined) {
    const known = knownInterests();
    if (update.interests.length > interestsMax) fields.interests = 'too_long';
    else if (update.interests.some((key) => !known.has(key))) fields.interests = 'invalid';
  }
  const city = update.city == null ? undefined : checkCity(update.city);
  if (city !== undefined) fields.city = city;
  const aboutMe = update.about_me == null ? undefined : checkAboutMe(update.about_me);
  if (aboutMe !== undefined) fields.about_me = aboutMe;
  if (contractLength(update.signup_reason ?? '') > signupMessageMaxLength) fields.signup_reason = 'too_long';
  // A position is a pair: both numbers, or both null to forget it.
  if (has(update, 'latitude') || has(update, 'longitude')) {
    const lat = update.latitude;
    const lon = update.longitude;
    if (lat === undefined || (lat === null && lon !== null)) fields.latitude = 'required';
    if (lon === undefined || (lon === null && lat !== null)) fields.longitude = 'required';
  }
  return fields;
};

const apply = (m: Member, update: ProfileUpdate): void => {
  if (update.city !== undefined) m.city = update.city;
  if (update.region !== undefined) m.region = update.region;
  if (update.country !== undefined) m.country = update.country;
  if (update.tattoos !== undefined) m.tattoos = update.tattoos;
  if (update.hair_color !== undefined) m.hairColor = update.hair_color;
  if (update.eye_color !== undefined) m.eyeColor = update.eye_color;
  if (update.body_type !== undefined) m.bodyType = update.body_type;
  if (update.relationship_status !== undefined) m.relationshipStatus = update.relationship_status;
  if (update.interests !== undefined) m.interests = [...update.interests];
  if (update.about_me !== undefined) m.aboutMe = update.about_me;
  if (update.signup_reason !== undefined) m.signupReason = update.signup_reason;
  if (update.gender !== undefined) m.gender = update.gender;
  if (update.sexuality !== undefined) m.sexuality = update.sexuality;
  if (update.latitude !== undefined && update.longitude !== undefined) {
    m.latitude = update.latitude;
    m.longitude = update.longitude;
  }
};

export const saveProfile = async (member: Member, update: ProfileUpdate) => {
  const fields = problemsOf(update);
  if (Object.keys(fields).length > 0) return validationError(fields);
  const saved =
    (await members.update((q) => q.where({ id: member.id }), {
      data: (m) => {
        apply(m, update);
      },
    })) ?? member;
  return ok<OwnProfileSaved>({ profile: ownProfileOf(saved) });
};
