import {
  base,
  da,
  de,
  de_AT,
  de_CH,
  en,
  en_AU,
  en_CA,
  en_GB,
  en_IE,
  en_US,
  es,
  Faker,
  fi,
  fr,
  it,
  nb_NO,
  nl,
  nl_BE,
  pl,
  sv,
  type LocaleDefinition,
} from '@faker-js/faker';
import { siteCountries, type SiteCountry } from '../../src/domain/countries';
import { interestKeys } from '../../src/domain/interests';
import type { Member } from '../db/members';
import type { PhotoRecord } from '../db/photos';
import { at, birthDate, day, hour } from './time';

const localeByCountry: Record<SiteCountry, LocaleDefinition> = {
  US: en_US,
  NL: nl,
  BE: nl_BE,
  FR: fr,
  IT: it,
  ES: es,
  DE: de,
  AT: de_AT,
  IE: en_IE,
  GB: en_GB,
  CA: en_CA,
  PL: pl,
  AU: en_AU,
  NZ: en,
  CH: de_CH,
  DK: da,
  FI: fi,
  NO: nb_NO,
  SE: sv,
};

const languageByCountry: Record<SiteCountry, Member['language']> = {
  US: 'en',
  NL: 'nl',
  BE: 'nl',
  FR: 'fr',
  IT: 'it',
  ES: 'es',
  DE: 'de',
  AT: 'de',
  IE: 'en',
  GB: 'en',
  CA: 'en',
  PL: 'pl',
  AU: 'en',
  NZ: 'en',
  CH: 'de',
  DK: 'da',
  FI: 'fi',
  NO: 'nb',
  SE: 'sv',
};

export const firstGeneratedId = 101;
export const generatedProfileCount = 500;

const sexualities: Member['sexuality'][] = ['hetero', 'hetero', 'hetero', 'hetero', 'gay', 'lesbian', 'bi'];

export interface GeneratedProfiles {
  members: Member[];
  photos: PhotoRecord[];
}

/**
 * 500 profiles across the countries of spec §9: both genders, all sexualities, niches 1–7, ages
 * 18–72, interests from the fixed list, about one in ten fictional and a few disabled, 0–6 photos.
 * Names and places come from each country's faker locale; the seed makes them reproducible.
 */
export const generateProfiles = (
  seed: number,
  start: number,
  passwordHash: string,
  firstPhotoId: number,
): GeneratedProfiles => {
  const fakers = new Map<SiteCountry, Faker>();
  const fakerFor = (country: SiteCountry): Faker => {
    let faker = fakers.get(country);
    if (faker === undefined) {
      faker = new Faker({ locale: [localeByCountry[country], en, base] });
      faker.seed(seed + siteCountries.indexOf(country));
      fakers.set(country, faker);
    }
    return faker;
  };
  const pick = new Faker({ locale: [en, base] });
  pick.seed(seed);

  const members: Member[] = [];
  const photos: PhotoRecord[] = [];
  let photoId = firstPhotoId;
  for (let index = 0; index < generatedProfileCount; index += 1) {
    const id = firstGeneratedId + index;
    const country: SiteCountry = siteCountries[index % siteCountries.length] ?? 'GB';
    const faker = fakerFor(country);
    const gender = index % 2 === 0 ? 'female' : 'male';
    const sexuality = pick.helpers.arrayElement(sexualities);
    const sexualityFitted =
      gender === 'male' && sexuality === 'lesbian'
        ? 'gay'
        : gender === 'female' && sexuality === 'gay'
          ? 'lesbian'
          : sexuality;
    const firstName = faker.person.firstName(gender);
    const age = pick.number.int({ min: 18, max: 72 });
    const signedUpDaysAgo = pick.number.int({ min: 1, max: 900 });
    members.push({
      id,
      email: `${firstName.toLowerCase().replace(/[^a-z]/g, '') || 'member'}${id}@members.sim.test`,
      passwordHash,
      status: 'active',
      deletedAt: null,
      credits: pick.number.int({ min: 0, max: 120 }),
      paidUser: pick.number.int({ min: 0, max: 3 }) === 0,
      freeMessagesLeft: 3,
      signupDate: at(start, -signedUpDaysAgo * day),
      language: languageByCountry[country],
      invisible: index % 97 === 13,
      pushSubscribed: false,
      notificationsDisabled: [],
      tracking: {},
      lastActiveAt: at(start, -pick.number.int({ min: 0, max: 72 }) * hour),
      name: `${firstName}${pick.number.int({ min: 0, max: 3 }) === 0 ? String(pick.number.int({ min: 70, max: 99 })) : ''}`,
      country,
      region: faker.location.state(),
      city: faker.location.city(),
      gender,
      sexuality: sexualityFitted,
      dateOfBirth: birthDate(start, age, pick.number.int({ min: 0, max: 364 })),
      tattoos: pick.helpers.arrayElement(['none', 'none', 'some', 'many', null]),
      hairColor: pick.helpers.arrayElement(['blond', 'brown', 'black', 'red', 'grey', 'bald', 'other', null]),
      eyeColor: pick.helpers.arrayElement(['blue', 'green', 'brown', 'grey', 'hazel', null]),
      bodyType: pick.helpers.arrayElement(['slim', 'average', 'athletic', 'curvy', 'large', null]),
      relationshipStatus: pick.helpers.arrayElement([
        'single',
        'single',
        'divorced',
        'widowed',
        'separated',
        null,
      ]),
      interests: pick.helpers.arrayElements([...interestKeys], { min: 2, max: 8 }),
      aboutMe: pick.number.int({ min: 0, max: 4 }) === 0 ? null : pick.lorem.sentences({ min: 1, max: 4 }),
      signupReason: pick.helpers.arrayElement(['Looking for love', 'New in town', 'Just curious', null]),
      fictional: index % 10 === 3,
      profileStatus: index % 40 === 7 ? 'disabled' : 'active',
      niche: (index % 7) + 1,
      latitude: null,
      longitude: null,
    });
    const photoCount = pick.number.int({ min: 0, max: 6 });
    for (let n = 0; n < photoCount; n += 1) {
      photos.push({
        id: photoId,
        memberId: id,
        filename: `${id}/${photoId}.jpg`,
        status: n === photoCount - 1 && index % 5 === 0 ? 'pending' : 'active',
        isMain: n === 0,
        uploadedAt: at(start, -(signedUpDaysAgo - n) * day),
      });
      photoId += 1;
    }
  }
  return { members, photos };
};
