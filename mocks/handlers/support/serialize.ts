import type { Image, OwnProfile, Profile, ProfileCard, User } from '../../../generated/model';
import { onlineWindowMinutes } from '../../../src/domain/limits';
import { ageOn } from '../../../src/domain/signup-rules';
import { clock } from '../../../src/lib/clock';
import { likes } from '../../db/social';
import type { Member } from '../../db/members';
import { photos, type PhotoRecord } from '../../db/photos';

/** Paths are relative to the site's `cdn_prefix`. */
export const imageOf = (photo: PhotoRecord): Image => {
  const stem = photo.filename.replace(/\.jpg$/, '');
  return { filename: photo.filename, thumb_filename: `${stem}_thumb.jpg`, match: `${stem}_match.jpg` };
};

export const activePhotos = (memberId: number): PhotoRecord[] =>
  photos.findMany((q) => q.where({ memberId, status: 'active' }), { orderBy: { uploadedAt: 'asc' } });

export const mainImage = (memberId: number): Image | null => {
  const main = photos.findFirst((q) => q.where({ memberId, status: 'active', isMain: true }));
  return main === undefined ? null : imageOf(main);
};

export const isOnline = (member: Member): boolean =>
  clock.nowMs() - Date.parse(member.lastActiveAt) < onlineWindowMinutes * 60 * 1000;

/** Another member's profile: never their e-mail or date of birth. */
export const profileOf = (member: Member): Profile => ({
  id: member.id,
  name: member.name,
  country: member.country,
  region: member.region,
  city: member.city,
  main_image: mainImage(member.id),
  status: member.profileStatus,
  gender: member.gender,
  sexuality: member.sexuality,
  age: ageOn(member.dateOfBirth, clock.nowMs()),
  tattoos: member.tattoos,
  hair_color: member.hairColor,
  eye_color: member.eyeColor,
  body_type: member.bodyType,
  relationship_status: member.relationshipStatus,
  interests: member.interests,
  about_me: member.aboutMe,
  signup_reason: member.signupReason,
  fictional: member.fictional,
  online: isOnline(member),
});

export const ownProfileOf = (member: Member): OwnProfile => ({
  ...profileOf(member),
  date_of_birth: member.dateOfBirth,
  latitude: member.latitude,
  longitude: member.longitude,
});

export const userOf = (member: Member): User => ({
  id: member.id,
  email: member.email,
  status: member.status,
  credits: member.credits,
  paid_user: member.paidUser,
  signup_date: member.signupDate,
  language: member.language,
  fictional_icon: true,
  notifications_disabled: member.notificationsDisabled,
  invisible: member.invisible,
  push_subscribed: member.pushSubscribed,
  free_messages_left: member.paidUser ? 0 : member.freeMessagesLeft,
  profile: ownProfileOf(member),
});

export const profileCardOf = (member: Member, viewer: Member | undefined): ProfileCard => ({
  id: member.id,
  name: member.name,
  age: ageOn(member.dateOfBirth, clock.nowMs()),
  city: member.city,
  region: member.region,
  country: member.country,
  main_image: mainImage(member.id),
  online: isOnline(member),
  fictional: member.fictional,
  liked:
    viewer !== undefined &&
    likes.findFirst((q) => q.where({ fromId: viewer.id, toId: member.id })) !== undefined,
  photo_count: activePhotos(member.id).length,
});
