import { describe, expect, it } from 'vitest';
import { getAutoLike } from '../../generated/hooks/likes/likes';
import { members, type Member } from '../db/members';
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
