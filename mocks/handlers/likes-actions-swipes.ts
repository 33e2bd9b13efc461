import { swipeDays } from '../db/social';

const swipeDayRecord = (memberId: number, day: string) =>
  swipeDays.findFirst((q) => q.where({ memberId, day }));

const ensureSwipeDay = async (memberId: number, day: string) =>
  swipeDayRecord(memberId, day) ?? (await swipeDays.create({ memberId, day, likes: 0, passed: [] }));

/** Swipe likes the member used on `day`. */
export const swipeLikesUsed = (memberId: number, day: string): number =>
  swipeDayRecord(memberId, day)?.likes ?? 0;

/** Profiles the member passed on `day`; a new day starts with none. */
export const passedOn = (memberId: number, day: string): ReadonlySet<number> =>
  new Set(swipeDayRecord(memberId, day)?.passed ?? []);

export const recordPass = async (memberId: number, day: string, profileId: number): Promise<void> => {
  await ensureSwipeDay(memberId, day);
  await swipeDays.update((q) => q.where({ memberId, day }), {
    data: (record) => {
      if (!record.passed.includes(profileId)) record.passed.push(profileId);
    },
  });
};

export const countSwipeLike = async (memberId: number, day: string): Promise<void> => {
  await ensureSwipeDay(memberId, day);
  await swipeDays.update((q) => q.where({ memberId, day }), {
    data: (record) => {
      record.likes += 1;
    },
  });
};
