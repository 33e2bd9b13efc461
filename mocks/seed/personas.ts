import type { Member } from '../db/members';
import { at, birthDate, day, hour } from './time';

/**
 * The named seeded accounts (README): password `Passw0rd!`, profile name = the part before @.
 * Their ids are fixed so scenarios and tests can refer to them.
 */
export const personaIds = {
  free: 1,
  premium: 2,
  new: 3,
  unconfirmed: 4,
  deleted: 5,
  blocked: 6,
} as const;

export type PersonaName = keyof typeof personaIds;

const base = (start: number, passwordHash: string): Omit<Member, 'id' | 'email' | 'name'> => ({
  passwordHash,
  status: 'active',
  deletedAt: null,
  credits: 0,
  paidUser: false,
  freeMessagesLeft: 3,
  signupDate: at(start, -120 * day),
  language: 'en',
  invisible: false,
  pushSubscribed: false,
  notificationsDisabled: [],
  tracking: {},
  lastActiveAt: at(start, -10 * 60 * 1000),
  country: 'GB',
  region: 'Greater London',
  city: 'London',
  gender: 'male',
  sexuality: 'hetero',
  dateOfBirth: birthDate(start, 34, 40),
  tattoos: 'none',
  hairColor: 'brown',
  eyeColor: 'blue',
  bodyType: 'average',
  relationshipStatus: 'single',
  interests: ['music', 'travelling', 'cooking'],
  aboutMe: 'Easy-going, love a good conversation and long walks.',
  signupReason: 'Looking for something real.',
  fictional: false,
  profileStatus: 'active',
  niche: 1,
  latitude: null,
  longitude: null,
});

export const personas = (start: number, passwordHash: string): Member[] => {
  const member = (name: PersonaName, changes: Partial<Member>): Member => ({
    ...base(start, passwordHash),
    id: personaIds[name],
    email: `${name}@sim.test`,
    name,
    ...changes,
  });
  return [
    member('free', { freeMessagesLeft: 2 }),
    member('premium', {
      credits: 50,
      paidUser: true,
      freeMessagesLeft: 0,
      signupDate: at(start, -400 * day),
      gender: 'female',
      dateOfBirth: birthDate(start, 29, 100),
      city: 'Manchester',
      region: 'Greater Manchester',
      interests: ['gym', 'travelling', 'dancing', 'wine', 'beach'],
      aboutMe: 'Premium member. Sunny, sporty and always up for an adventure.',
    }),
    member('new', {
      signupDate: at(start, -1 * hour),
      dateOfBirth: birthDate(start, 25, 12),
      city: 'Leeds',
      region: 'West Yorkshire',
    }),
    member('unconfirmed', {
      status: 'not_confirmed',
      signupDate: at(start, -2 * day),
      city: 'Bristol',
      region: 'Bristol',
    }),
    member('deleted', {
      status: 'pending_deletion',
      deletedAt: at(start, -3 * day),
      signupDate: at(start, -200 * day),
    }),
    member('blocked', {
      gender: 'female',
      dateOfBirth: birthDate(start, 41, 3),
      city: 'Liverpool',
      region: 'Merseyside',
    }),
  ];
};
