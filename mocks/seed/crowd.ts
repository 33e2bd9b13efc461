import { base, en, en_GB, Faker } from '@faker-js/faker';
import { interestKeys } from '../../src/domain/interests';
import type { Member } from '../db/members';
import type { PhotoRecord } from '../db/photos';
import { at, birthDate, day, hour } from './time';

/**
 * A crowd of look-alike members for measuring the search at scale (issue 14 item 9): straight
 * women in the United Kingdom, aged 25 to 60, each with one photo. The first `crowdNearbyCount`
 * live in Merseyside and the rest in Greater London, so the same search finds about 100 or about
 * `count - 100` of them by region. Only with `npm run sim -- --crowd <N>`; never in the default seed.
 */
export const crowdNearbyCount = 100;
export const crowdRegions = { nearby: 'Merseyside', crowded: 'Greater London' } as const;

export interface Crowd {
  members: Member[];
  photos: PhotoRecord[];
}

export const generateCrowd = (
  count: number,
  start: number,
  passwordHash: string,
  firstId: number,
  firstPhotoId: number,
): Crowd => {
  const faker = new Faker({ locale: [en_GB, en, base] });
  faker.seed(count);
  const members: Member[] = [];
  const photos: PhotoRecord[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = firstId + index;
    const nearby = index < crowdNearbyCount;
    const age = 25 + (index % 36);
    const signedUpDaysAgo = 1 + (index % 700);
    members.push({
      id,
      email: `crowd${String(id)}@crowd.sim.test`,
      passwordHash,
      status: 'active',
      deletedAt: null,
      credits: 0,
      paidUser: false,
      freeMessagesLeft: 3,
      signupDate: at(start, -signedUpDaysAgo * day),
      language: 'en',
      invisible: false,
      pushSubscribed: false,
      notificationsDisabled: [],
      tracking: {},
      lastActiveAt: at(start, -(index % 72) * hour),
      name: faker.person.firstName('female'),
      country: 'GB',
      region: nearby ? crowdRegions.nearby : crowdRegions.crowded,
      city: nearby ? 'Liverpool' : 'London',
      gender: 'female',
      sexuality: 'hetero',
      dateOfBirth: birthDate(start, age, index % 365),
      tattoos: null,
      hairColor: null,
      eyeColor: null,
      bodyType: null,
      relationshipStatus: 'single',
      interests: [interestKeys[index % interestKeys.length] ?? 'music'],
      aboutMe: null,
      signupReason: null,
      fictional: false,
      profileStatus: 'active',
      niche: 1,
      latitude: null,
      longitude: null,
    });
    photos.push({
      id: firstPhotoId + index,
      memberId: id,
      filename: `${String(id)}/${String(firstPhotoId + index)}.jpg`,
      status: 'active',
      isMain: true,
      uploadedAt: at(start, -signedUpDaysAgo * day),
    });
  }
  return { members, photos };
};
