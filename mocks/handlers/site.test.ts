import { describe, expect, it } from 'vitest';
import { setInvisible } from '../../generated/hooks/account/account';
import { getAutoLike } from '../../generated/hooks/likes/likes';
import { members, type Member } from '../db/members';
import { likes } from '../db/social';
import { loginAs } from '../../tests/utils/simulation';

const free = 1;

/** The members the new-like modal showed over a few calls (each call records its like). */
const autoLikers = async (calls: number): Promise<Member[]> => {
  const shown: Member[] = [];
  for (let call = 0; call < calls; call += 1) {
    const { profile } = await getAutoLike();
    if (profile === null) break;
    const member = members.findFirst((q) => q.where({ id: profile.id }));
    if (member !== undefined) shown.push(member);
  }
  return shown;
};

const setOrientation = (gender: Member['gender'], sexuality: Member['sexuality']) =>
  members.update((q) => q.where({ id: free }), {
    data: (m) => {
      m.gender = gender;
      m.sexuality = sexuality;
    },
  });

describe('new-like profile (spec §7): someone the member looks for', () => {
  it('shows a straight man straight women', async () => {
    await loginAs('free');
    const shown = await autoLikers(4);
    expect(shown).toHaveLength(4);
    for (const member of shown) expect(member).toMatchObject({ gender: 'female', sexuality: 'hetero' });
  });

  it('shows a lesbian woman lesbian women', async () => {
    await loginAs('free');
    await setOrientation('female', 'lesbian');
    const shown = await autoLikers(3);
    expect(shown).toHaveLength(3);
    for (const member of shown) expect(member).toMatchObject({ gender: 'female', sexuality: 'lesbian' });
  });
});

describe('new-like profile (spec §4 invisible mode)', () => {
  it('shows an invisible member nobody and records no like, until they are visible again', async () => {
    await loginAs('free');
    await setInvisible({ invisible: true });
    const received = likes.findMany((q) => q.where({ toId: free })).length;
    await expect(getAutoLike()).resolves.toEqual({ profile: null });
    expect(likes.findMany((q) => q.where({ toId: free }))).toHaveLength(received);
    await setInvisible({ invisible: false });
    expect(await autoLikers(1)).toHaveLength(1);
  });
});
