import { clock } from '../../src/lib/clock';
import { markDirty } from '../control/dirty';
import { collections, clearDatabase } from '../db';
import { signupNotificationPreferences } from '../../src/domain/notification-types';
import { bundleSeeds, discountCodeSeeds, giftSeeds } from './catalogue';
import { hashPassword, seededPassword } from './password';
import { personas, personaIds } from './personas';
import { generateProfiles } from './profiles';
import { generateSocial } from './social';
import { defaultSeed, rememberSeedStart } from './seed-start';
import { at, day, hour } from './time';

export { defaultSeed } from './seed-start';

export interface SeedOptions {
  seed?: number;
  /** Start of the simulation clock; every seeded time is relative to it. Default: now. */
  start?: number;
  /** Look-alike members added for measuring the search at scale (crowd.ts); none by default. */
  crowd?: number;
}

/** Far above the seed's own ids, so a crowd never meets them. */
const crowdFirstId = 100_000;
const crowdFirstPhotoId = 1_000_000;

const createAll = async <T>(collection: { create: (value: T) => Promise<unknown> }, values: readonly T[]) => {
  for (const value of values) await collection.create(value);
};

/**
 * Fills the database from scratch. The same seed and start give identical data (a test compares
 * two runs); times are offsets from `start`, so the browser's clock and the simulation agree.
 */
// Generating 500 profiles and their history takes longer than storing them: keep the last result.
let generated:
  | { key: string; profiles: ReturnType<typeof generateProfiles>; social: ReturnType<typeof generateSocial> }
  | undefined;

const generate = (seed: number, start: number, passwordHash: string) => {
  const key = `${seed}:${start}:${passwordHash}`;
  if (generated?.key !== key) {
    generated = {
      key,
      profiles: generateProfiles(seed, start, passwordHash, 100),
      social: generateSocial(seed, start),
    };
  }
  return generated;
};

export const seedDatabase = async ({
  seed = defaultSeed,
  start = clock.nowMs(),
  crowd = 0,
}: SeedOptions = {}) => {
  rememberSeedStart(start);
  markDirty();
  clearDatabase();
  const passwordHash = await hashPassword(seededPassword);
  const people = personas(start, passwordHash);
  const premiumPhotos = Array.from({ length: 8 }, (_, n) => ({
    id: n + 1,
    memberId: personaIds.premium,
    filename: `${personaIds.premium}/${n + 1}.jpg`,
    status: 'active' as const,
    isMain: n === 0,
    uploadedAt: at(start, -(300 - n) * day),
  }));
  const freePhoto = {
    id: 9,
    memberId: personaIds.free,
    filename: `${personaIds.free}/9.jpg`,
    status: 'active' as const,
    isMain: true,
    uploadedAt: at(start, -100 * day),
  };
  const { profiles, social } = generate(seed, start, passwordHash);

  const many =
    crowd > 0
      ? (await import('./crowd')).generateCrowd(crowd, start, passwordHash, crowdFirstId, crowdFirstPhotoId)
      : { members: [], photos: [] };

  await createAll(collections.members, [...people, ...profiles.members, ...many.members]);
  await createAll(collections.photos, [...premiumPhotos, freePhoto, ...profiles.photos, ...many.photos]);
  await createAll(collections.conversations, social.conversations);
  await createAll(collections.messages, social.messages);
  await createAll(collections.likes, social.likes);
  await createAll(collections.blocks, social.blocks);
  await createAll(collections.gifts, giftSeeds());
  await createAll(collections.creditBundles, bundleSeeds());
  await createAll(collections.discountCodes, discountCodeSeeds(start));
  await collections.discountUses.create({
    code: 'SPRING10',
    memberId: personaIds.premium,
    usedAt: at(start, -20 * day),
  });
  await createAll(
    collections.notificationSettings,
    people.map((person) => ({
      memberId: person.id,
      ...signupNotificationPreferences(),
    })),
  );
  // Premium's earlier purchase, so repeat order and the transactions page have something real.
  await collections.orders.create({
    id: 'ord_seed000001',
    memberId: personaIds.premium,
    bundleId: bundleSeeds().find((b) => b.country === 'GB' && b.credits === 150)?.id ?? 0,
    credits: 150,
    amount: 44.99,
    currency: 'GBP',
    discountCode: null,
    discountPercentage: null,
    total: 44.99,
    paymentMethod: 'visa',
    createdAt: at(start, -60 * day),
  });
  await collections.payments.create({
    id: 'pay_seed000001',
    orderId: 'ord_seed000001',
    memberId: personaIds.premium,
    state: 'completed',
    method: 'visa',
    failureReason: null,
    updatedAt: at(start, -60 * day),
  });
  await collections.transactions.create({
    id: 1,
    memberId: personaIds.premium,
    kind: 'purchase',
    description: '150 credits',
    credits: 150,
    amount: 44.99,
    currency: 'GBP',
    paymentMethod: 'visa',
    state: 'completed',
    orderId: 'ord_seed000001',
    createdAt: at(start, -60 * day),
  });
  await collections.notifications.create({
    id: 1,
    memberId: personaIds.premium,
    type: 'likes',
    profileId: 121,
    createdAt: at(start, -4 * hour),
    read: false,
  });
};
