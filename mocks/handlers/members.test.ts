import { multipartBody, multipartContentType, type UploadFile } from '../../tests/utils/multipart';
import { describe, expect, it } from 'vitest';
import { getUser, postUser } from '../../generated/hooks/account/account';
import { getLikes } from '../../generated/hooks/likes/likes';
import {
  blockMember,
  deletePhoto,
  getBlockedMembers,
  getMember,
  getOwnProfile,
  getRelatedProfiles,
  saveProfile,
  searchMembers,
  setMainPhoto,
  unblockMember,
} from '../../generated/hooks/members/members';
import type { PhotoUploaded, ProfileCard, SearchMembersParams } from '../../generated/model';
import { interestKeys } from '../../src/domain/interests';
import { maxPhotoBytes } from '../../src/domain/photo-rules';
import { ageOn } from '../../src/domain/signup-rules';
import { clock } from '../../src/lib/clock';
import { members, type Member } from '../db/members';
import { photos } from '../db/photos';
import { configureSite } from '../db/site-settings';
import { blocks, likes } from '../db/social';
import { seededPassword } from '../seed/password';
import { loginAs, persona } from '../../tests/utils/simulation';

const jpegHead = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01];
const pngHead = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d];

const imageFile = (head: number[], size = 2048, name = 'me.jpg', type = 'image/jpeg'): UploadFile => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return { name, type, bytes };
};
const jpeg = (size?: number) => imageFile(jpegHead, size);

/** A refused upload, shaped like the client's ApiError for the assertions. */
class UploadRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields: Record<string, string>,
  ) {
    super(code);
  }
}

interface ErrorBody {
  error: { code: string; fields?: Record<string, string> };
}

/**
 * Uploads the way a browser sends the form, with the session cookie and an Idempotency-Key as the
 * app's HTTP policy adds them. Not through the generated `uploadPhoto`: it sets
 * `Content-Type: multipart/form-data` without the boundary, so no server can read its body
 * (reported); and under jsdom a FormData's File loses its bytes on the way into Node's fetch.
 */
const upload = async (
  file: UploadFile | null,
  options: { setMain?: boolean; key?: string } = {},
): Promise<PhotoUploaded> => {
  const response = await fetch(`${globalThis.location.origin}/api/photos.php`, {
    method: 'POST',
    credentials: 'include',
    headers: {
      'Content-Type': multipartContentType,
      'Idempotency-Key': options.key ?? crypto.randomUUID(),
    },
    body: multipartBody(options.setMain === undefined ? {} : { set_main: String(options.setMain) }, file),
  });
  if (response.ok) return (await response.json()) as PhotoUploaded;
  const { error } = (await response.json()) as ErrorBody;
  throw new UploadRefused(response.status, error.code, error.fields ?? {});
};

const photosOf = (memberId: number) => photos.all().filter((p) => p.memberId === memberId);

const member = (id: number): Member => {
  const found = members.findFirst((q) => q.where({ id }));
  if (found === undefined) throw new Error(`member ${id} is not seeded`);
  return found;
};

const loginAsMember = (id: number) => postUser({ email: member(id).email, password: seededPassword });

/** Every page of a search, so tests can check who is never listed. */
const searchAll = async (params: SearchMembersParams = {}): Promise<ProfileCard[]> => {
  const cards: ProfileCard[] = [];
  for (let page = 1; ; page += 1) {
    const result = await searchMembers({ ...params, page, per_page: 100 });
    cards.push(...result.profiles);
    if (page * 100 >= result.num_results) return cards;
  }
};

const ageOf = (m: Member) => ageOn(m.dateOfBirth, clock.nowMs());

describe('own profile (spec §2 profile editing, §9)', () => {
  it('answers the own profile, every own photo, the photo limit and the completion', async () => {
    await loginAs('premium');
    const own = await getOwnProfile();
    expect(own.profile).toMatchObject({
      id: 2,
      name: 'premium',
      date_of_birth: persona('premium').dateOfBirth,
      latitude: null,
      longitude: null,
    });
    expect(own.photo_limit).toBe(25);
    expect(own.completion).toBe(100);
    // Main photo first, then newest first.
    expect(own.photos.map((p) => p.id)).toEqual([1, 8, 7, 6, 5, 4, 3, 2]);
    expect(own.photos[0]).toMatchObject({ is_main: true, status: 'active' });
  });

  it('gives free members a limit of 3 and counts the missing parts against completion', async () => {
    await loginAs('free');
    await saveProfile({ about_me: null, city: null, interests: [] });
    const own = await getOwnProfile();
    expect(own.photo_limit).toBe(3);
    expect(own.completion).toBe(70);
    await deletePhoto({ photo_id: 9 });
    await expect(getOwnProfile()).resolves.toMatchObject({ completion: 60 });
  });

  it('needs a session', async () => {
    await expect(getOwnProfile()).rejects.toMatchObject({ status: 403, code: 'authentication_required' });
    await expect(saveProfile({ city: 'York' })).rejects.toMatchObject({ code: 'authentication_required' });
  });
});

describe('saving the profile (spec §3 Profile)', () => {
  it('changes only the fields sent and clears the ones sent as null', async () => {
    await loginAs('free');
    const { profile } = await saveProfile({
      city: 'Leeds',
      region: 'West Yorkshire',
      tattoos: null,
      interests: ['gym', 'hiking'],
      gender: 'female',
    });
    expect(profile).toMatchObject({
      city: 'Leeds',
      region: 'West Yorkshire',
      tattoos: null,
      interests: ['gym', 'hiking'],
      gender: 'female',
      hair_color: 'brown',
      about_me: persona('free').aboutMe,
    });
    expect(persona('free')).toMatchObject({
      city: 'Leeds',
      tattoos: null,
      gender: 'female',
      hairColor: 'brown',
    });
  });

  it('stores the shared position as a pair and forgets it with a pair of nulls', async () => {
    await loginAs('free');
    await expect(saveProfile({ latitude: 51.5072, longitude: -0.1276 })).resolves.toMatchObject({
      profile: { latitude: 51.5072, longitude: -0.1276 },
    });
    await expect(getOwnProfile()).resolves.toMatchObject({
      profile: { latitude: 51.5072, longitude: -0.1276 },
    });
    await saveProfile({ latitude: null, longitude: null });
    await expect(getOwnProfile()).resolves.toMatchObject({ profile: { latitude: null, longitude: null } });
  });

  it('refuses invalid fields with a code each and saves nothing', async () => {
    await loginAs('free');
    await expect(
      saveProfile({ city: 'York', country: 'JP', interests: ['music', 'knitting'], latitude: 53.96 }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'validation',
      fields: { country: 'not_allowed', interests: 'invalid', longitude: 'required' },
    });
    await expect(saveProfile({ longitude: 1, latitude: null })).rejects.toMatchObject({
      fields: { latitude: 'required' },
    });
    expect(persona('free').city).toBe('London');
  });

  it('limits about_me to 2000, signup_reason to 500 characters and interests to 45', async () => {
    await loginAs('free');
    await expect(saveProfile({ about_me: 'x'.repeat(2001) })).rejects.toMatchObject({
      fields: { about_me: 'too_long' },
    });
    await expect(saveProfile({ signup_reason: 'x'.repeat(501) })).rejects.toMatchObject({
      fields: { signup_reason: 'too_long' },
    });
    const tooMany = [...interestKeys, 'knitting'];
    await expect(saveProfile({ interests: tooMany })).rejects.toMatchObject({
      fields: { interests: 'too_long' },
    });
    await expect(saveProfile({ about_me: 'x'.repeat(2000) })).resolves.toMatchObject({
      profile: { about_me: 'x'.repeat(2000) },
    });
  });

  it('limits city to 100 characters, saving nothing longer', async () => {
    await loginAs('free');
    await expect(saveProfile({ city: 'x'.repeat(101) })).rejects.toMatchObject({
      status: 400,
      code: 'validation',
      fields: { city: 'too_long' },
    });
    expect(persona('free').city).toBe('London');
    await expect(saveProfile({ city: 'x'.repeat(100) })).resolves.toMatchObject({
      profile: { city: 'x'.repeat(100) },
    });
  });

  it("accepts only the site's countries", async () => {
    configureSite({ countries: ['GB', 'IE'] });
    await loginAs('free');
    await expect(saveProfile({ country: 'NL' })).rejects.toMatchObject({
      fields: { country: 'not_allowed' },
    });
    await expect(saveProfile({ country: 'IE' })).resolves.toMatchObject({ profile: { country: 'IE' } });
  });
});

describe('uploading photos (spec §4 Photo, §5, §9)', () => {
  it('stores the photo as pending, not main, and lists it with the own photos', async () => {
    await loginAs('free');
    const { photo } = await upload(jpeg());
    expect(photo).toMatchObject({ status: 'pending', is_main: false });
    expect(Math.abs(Date.parse(photo.uploaded_at) - clock.nowMs())).toBeLessThan(5000);
    const own = await getOwnProfile();
    expect(own.photos.map((p) => p.id)).toEqual([9, photo.id]);
    expect(photos.findFirst((q) => q.where({ id: photo.id }))).toMatchObject({
      memberId: 1,
      status: 'pending',
    });
  });

  it('approves an upload 60 simulated seconds later, when photos are next read', async () => {
    await loginAs('free');
    const { photo } = await upload(jpeg());
    clock.advance(59);
    await expect(getOwnProfile()).resolves.toMatchObject({
      photos: [{ id: 9 }, { id: photo.id, status: 'pending' }],
    });
    clock.advance(1);
    const own = await getOwnProfile();
    expect(own.photos.find((p) => p.id === photo.id)).toMatchObject({ status: 'active', is_main: false });
    expect(own.photos[0]).toMatchObject({ id: 9, is_main: true });
  });

  it('makes an upload with set_main the main photo once approved; the old main stays', async () => {
    await loginAs('free');
    const { photo } = await upload(jpeg(), { setMain: true });
    expect(photo.is_main).toBe(false);
    clock.advance(60);
    const own = await getOwnProfile();
    expect(own.photos.map((p) => [p.id, p.is_main, p.status])).toEqual([
      [photo.id, true, 'active'],
      [9, false, 'active'],
    ]);
  });

  it("makes the member's first photo main when it turns active", async () => {
    await loginAs('new');
    const { photo } = await upload(jpeg());
    await expect(getUser()).resolves.toMatchObject({ user: { profile: { main_image: null } } });
    clock.advance(60);
    await expect(getOwnProfile()).resolves.toMatchObject({ photos: [{ id: photo.id, is_main: true }] });
    await expect(getUser()).resolves.toMatchObject({
      user: { profile: { main_image: { filename: expect.stringContaining(String(photo.id)) as unknown } } },
    });
  });

  it('counts pending photos towards the limit of 3 for free members', async () => {
    await loginAs('free');
    await upload(jpeg());
    await upload(jpeg());
    await expect(upload(jpeg())).rejects.toMatchObject({ status: 409, code: 'photo_limit' });
    expect(photosOf(1)).toHaveLength(3);
    await deletePhoto({ photo_id: 9 });
    await expect(upload(jpeg())).resolves.toMatchObject({ photo: { status: 'pending' } });
  });

  it('lets premium members keep 25 photos', async () => {
    await loginAs('premium');
    for (let n = photosOf(2).length; n < 25; n += 1) await upload(jpeg());
    expect(photosOf(2)).toHaveLength(25);
    await expect(upload(jpeg())).rejects.toMatchObject({ status: 409, code: 'photo_limit' });
  });

  it('refuses files over 10 MB, files that are not JPEG, PNG or WebP, and a missing file', async () => {
    await loginAs('free');
    await expect(upload(jpeg(maxPhotoBytes + 1))).rejects.toMatchObject({
      status: 400,
      fields: { file: 'file_too_large' },
    });
    await expect(
      upload({ ...jpeg(), bytes: new TextEncoder().encode('GIF89a-not-really') }),
    ).rejects.toMatchObject({
      fields: { file: 'unsupported_file_type' },
    });
    await expect(upload(null)).rejects.toMatchObject({ fields: { file: 'required' } });
    await expect(upload(imageFile(pngHead, 500, 'me.png', 'image/png'))).resolves.toMatchObject({
      photo: { status: 'pending' },
    });
    expect(photosOf(1)).toHaveLength(2);
  });

  it('answers a repeated Idempotency-Key with the first photo, stored once', async () => {
    await loginAs('free');
    const first = await upload(jpeg(), { key: 'upload-key-000000001' });
    await expect(upload(jpeg(), { key: 'upload-key-000000001' })).resolves.toEqual(first);
    expect(photosOf(1)).toHaveLength(2);
  });

  it('needs a session', async () => {
    await expect(upload(jpeg())).rejects.toMatchObject({ status: 403, code: 'authentication_required' });
  });
});

describe('main photo and deleting photos (spec §4 Photo, §9)', () => {
  it('makes an active photo main, keeping the previous main as an ordinary photo', async () => {
    await loginAs('premium');
    const { photos: list } = await setMainPhoto({ photo_id: 5 });
    expect(list.map((p) => p.id)).toEqual([5, 8, 7, 6, 4, 3, 2, 1]);
    expect(list.filter((p) => p.is_main).map((p) => p.id)).toEqual([5]);
    expect(
      photosOf(2)
        .filter((p) => p.isMain)
        .map((p) => p.id),
    ).toEqual([5]);
  });

  it('refuses a pending photo as main, and photos that are not the own', async () => {
    await loginAs('free');
    const { photo } = await upload(jpeg());
    await expect(setMainPhoto({ photo_id: photo.id })).rejects.toMatchObject({
      status: 400,
      fields: { photo_id: 'not_allowed' },
    });
    await expect(setMainPhoto({ photo_id: 1 })).rejects.toMatchObject({ status: 404, code: 'not_found' });
    await expect(setMainPhoto({ photo_id: 999_999 })).rejects.toMatchObject({ status: 404 });
  });

  it('makes the newest remaining active photo main when the main photo is deleted', async () => {
    await loginAs('premium');
    const { photos: left } = await deletePhoto({ photo_id: 1 });
    expect(left.map((p) => p.id)).toEqual([8, 7, 6, 5, 4, 3, 2]);
    expect(left[0]?.is_main).toBe(true);
    expect(photos.findFirst((q) => q.where({ id: 1 }))).toBeUndefined();
  });

  it('leaves the profile without main image when the last photo goes', async () => {
    await loginAs('free');
    await expect(deletePhoto({ photo_id: 9 })).resolves.toEqual({ photos: [] });
    await expect(getUser()).resolves.toMatchObject({ user: { profile: { main_image: null } } });
  });

  it("answers 404 for another member's photo and deletes nothing", async () => {
    await loginAs('free');
    await expect(deletePhoto({ photo_id: 1 })).rejects.toMatchObject({ status: 404, code: 'not_found' });
    expect(photosOf(2)).toHaveLength(8);
  });
});

describe('searching members (spec §2 members, §4 invisible mode, §6)', () => {
  it('lets visitors search while logged_out_search is on, with liked always false', async () => {
    const result = await searchMembers({ gender: 'female' });
    expect(result.num_results).toBeGreaterThan(24);
    expect(result.profiles).toHaveLength(24);
    expect(result.profiles.every((p) => !p.liked)).toBe(true);
  });

  it('lets visitors search with a traffic source when only logged_out_search_trafficsource is on', async () => {
    configureSite({ logged_out_search: false, logged_out_search_trafficsource: true });
    await expect(searchMembers()).rejects.toMatchObject({ status: 403, code: 'authentication_required' });
    await expect(searchMembers({ network: 'adnet' })).resolves.toMatchObject({ page: 1 });
    configureSite({ logged_out_search_trafficsource: false });
    await expect(searchMembers({ network: 'adnet' })).rejects.toMatchObject({ status: 403 });
    await loginAs('free');
    await expect(searchMembers()).resolves.toMatchObject({ page: 1 });
  });

  it('never lists the requester, invisible, disabled or deleted profiles, or blocks either way', async () => {
    await loginAs('free');
    await blockMember({ profile_id: 111 });
    const listed = new Set((await searchAll()).map((p) => p.id));
    expect(listed.has(1)).toBe(false);
    expect(listed.has(5)).toBe(false); // pending deletion
    expect(listed.has(6)).toBe(false); // blocked the requester
    expect(listed.has(111)).toBe(false); // blocked by the requester
    expect(listed.has(2)).toBe(true);
    for (const m of members.all().filter((m) => m.invisible || m.profileStatus === 'disabled')) {
      expect(listed.has(m.id)).toBe(false);
    }
    const visible = members
      .all()
      .filter((m) => m.status !== 'pending_deletion' && m.profileStatus === 'active' && !m.invisible);
    expect(listed.size).toBe(visible.length - 3);
  });

  it('hides the requester from a member they blocked', async () => {
    await loginAs('blocked');
    const listed = (await searchAll({ gender: 'male', country: 'GB' })).map((p) => p.id);
    expect(listed).not.toContain(1);
    expect(listed).toContain(3);
  });

  it('combines the filters and fills liked for members', async () => {
    await loginAs('free');
    const found = await searchAll({
      gender: 'male',
      sexuality: 'hetero',
      country: 'US',
      min_age: 25,
      max_age: 50,
    });
    expect(found.length).toBeGreaterThan(0);
    for (const card of found) {
      const m = member(card.id);
      expect([m.gender, m.sexuality, m.country]).toEqual(['male', 'hetero', 'US']);
      expect(ageOf(m)).toBeGreaterThanOrEqual(25);
      expect(ageOf(m)).toBeLessThanOrEqual(50);
    }
    const liker = member(111);
    const near = await searchAll({ gender: liker.gender, country: liker.country });
    expect(near.find((p) => p.id === 111)?.liked).toBe(true);
    expect(near.filter((p) => p.liked).map((p) => p.id)).toEqual([111]);
  });

  it('filters by region, interests, online and active main photo', async () => {
    await loginAs('free');
    const manchester = await searchAll({ country: 'GB', countryregion: 'Greater Manchester' });
    expect(manchester.map((p) => p.id)).toContain(2);
    expect(manchester.every((p) => p.region === 'Greater Manchester')).toBe(true);
    const hikers = await searchAll({ interests: ['hiking', 'yoga'] });
    expect(hikers.length).toBeGreaterThan(0);
    expect(hikers.every((p) => member(p.id).interests.some((i) => i === 'hiking' || i === 'yoga'))).toBe(
      true,
    );
    const online = await searchAll({ online: true });
    expect(online.length).toBeGreaterThan(0);
    expect(online.every((p) => p.online)).toBe(true);
    const withPhoto = await searchAll({ with_photo: true });
    expect(withPhoto.length).toBeGreaterThan(0);
    expect(withPhoto.every((p) => p.main_image !== null)).toBe(true);
    const withoutPhoto = members
      .all()
      .filter((m) => m.profileStatus === 'active' && !m.invisible)
      .filter((m) => !photos.all().some((p) => p.memberId === m.id && p.status === 'active' && p.isMain));
    expect(withoutPhoto.length).toBeGreaterThan(0);
    const shown = new Set(withPhoto.map((p) => p.id));
    expect(withoutPhoto.some((m) => shown.has(m.id))).toBe(false);
  });

  it('pages through the results', async () => {
    const first = await searchMembers({ per_page: 10, page: 1 });
    const second = await searchMembers({ per_page: 10, page: 2 });
    expect(first).toMatchObject({ page: 1, per_page: 10, num_similar: 0, similar_profiles: [] });
    expect(second.profiles).toHaveLength(10);
    expect(second.num_results).toBe(first.num_results);
    const ids = [...first.profiles, ...second.profiles].map((p) => p.id);
    expect(new Set(ids).size).toBe(20);
    const last = Math.ceil(first.num_results / 10);
    await expect(searchMembers({ per_page: 10, page: last + 1 })).resolves.toMatchObject({ profiles: [] });
  });

  it('fills the remaining places with similar members when few match', async () => {
    const result = await searchMembers({
      gender: 'female',
      country: 'GB',
      min_age: 30,
      max_age: 31,
      per_page: 20,
    });
    expect(result.num_results).toBeLessThan(20);
    expect(result.num_similar).toBe(20 - result.num_results);
    expect(result.similar_profiles).toHaveLength(result.num_similar);
    const matched = new Set(result.profiles.map((p) => p.id));
    for (const card of result.similar_profiles) {
      expect(matched.has(card.id)).toBe(false);
      expect(member(card.id).gender).toBe('female');
    }
  });

  it('refuses min_age above max_age and countries outside the site', async () => {
    configureSite({ countries: ['GB'] });
    await expect(searchMembers({ min_age: 40, max_age: 30, country: 'NL' })).rejects.toMatchObject({
      status: 400,
      code: 'validation',
      fields: { max_age: 'invalid', country: 'not_allowed' },
    });
  });
});

describe('viewing a member (spec §2 profile view, §1, §4 Likes, §6)', () => {
  it('shows visitors and free members only the first photo, premium members all', async () => {
    await expect(getMember({ id: 2 })).resolves.toMatchObject({
      profile: { id: 2, name: 'premium' },
      photos: [{ id: 1, is_main: true }],
      hidden_photo_count: 7,
      relation: { liked: false, liked_me: false, match: false, blocked: false, conversation_id: null },
    });
    await loginAs('free');
    await expect(getMember({ id: 2 })).resolves.toMatchObject({ photos: [{ id: 1 }], hidden_photo_count: 7 });
    const many = members
      .all()
      .find(
        (m) =>
          m.id > 100 &&
          m.profileStatus === 'active' &&
          photos.all().filter((p) => p.memberId === m.id && p.status === 'active').length >= 3,
      );
    if (many === undefined) throw new Error('no seeded member with 3 photos');
    const active = photosOf(many.id).filter((p) => p.status === 'active');
    await loginAs('premium');
    const detail = await getMember({ id: many.id });
    expect(detail.photos).toHaveLength(active.length);
    expect(detail.hidden_photo_count).toBe(0);
    expect(detail.photos[0]?.is_main).toBe(true);
  });

  it('never shows pending photos', async () => {
    await loginAs('premium');
    const pending = photos
      .all()
      .find((p) => p.status === 'pending' && member(p.memberId).profileStatus === 'active');
    if (pending === undefined) throw new Error('no seeded pending photo');
    const detail = await getMember({ id: pending.memberId });
    expect(detail.photos.map((p) => p.id)).not.toContain(pending.id);
    expect(detail.photos.every((p) => p.status === 'active')).toBe(true);
  });

  it('answers 403 blocked_by_member with the blocker name', async () => {
    await loginAs('free');
    await expect(getMember({ id: 6 })).rejects.toMatchObject({
      status: 403,
      code: 'blocked_by_member',
      message: "You're blocked by blocked",
      details: { name: 'blocked' },
    });
  });

  it('still shows a member the requester blocked, with relation.blocked', async () => {
    await loginAs('blocked');
    await expect(getMember({ id: 1 })).resolves.toMatchObject({ relation: { blocked: true } });
  });

  it('marks the incoming like of the opened profile as seen', async () => {
    await loginAs('free');
    await expect(getLikes()).resolves.toMatchObject({ num_new: 2 });
    await getMember({ id: 111 });
    expect(likes.findFirst((q) => q.where({ fromId: 111, toId: 1 }))?.isNew).toBe(false);
    await expect(getLikes()).resolves.toMatchObject({ num_new: 1 });
  });

  it('describes the relation: likes both ways, match and conversation', async () => {
    await loginAs('free');
    await expect(getMember({ id: 111 })).resolves.toMatchObject({
      relation: { liked: true, liked_me: true, match: true, blocked: false, conversation_id: null },
    });
    await expect(getMember({ id: 2 })).resolves.toMatchObject({
      relation: { liked: false, liked_me: false, match: false, conversation_id: 1 },
    });
  });

  it('highlights what is true of the profile for the viewer', async () => {
    await loginAs('free');
    const { highlights } = await getMember({ id: 2 });
    expect(highlights).toEqual(expect.arrayContaining(['online_now', 'shared_interests', 'many_photos']));
    expect(highlights).not.toContain('near_you');
    expect(highlights).not.toContain('new_member');
    await saveProfile({ region: 'West Yorkshire' });
    await expect(getMember({ id: 3 })).resolves.toMatchObject({
      highlights: expect.arrayContaining(['new_member', 'near_you']) as unknown,
    });
  });

  it('answers 404 for unknown, disabled and deleted profiles', async () => {
    await loginAs('free');
    const disabled = members.all().find((m) => m.profileStatus === 'disabled');
    await expect(getMember({ id: 999_999 })).rejects.toMatchObject({ status: 404, code: 'not_found' });
    await expect(getMember({ id: disabled?.id ?? 0 })).rejects.toMatchObject({ status: 404 });
    await expect(getMember({ id: 5 })).rejects.toMatchObject({ status: 404 });
  });
});

describe('related profiles (spec §2 profile view)', () => {
  it('lists members of the same gender and sexuality, without the profile, requester or blocks', async () => {
    await loginAs('free');
    const target = member(2);
    const { profiles } = await getRelatedProfiles({ id: 2, limit: 24 });
    expect(profiles).toHaveLength(24);
    for (const card of profiles) {
      const m = member(card.id);
      expect([m.gender, m.sexuality, m.invisible, m.profileStatus]).toEqual([
        target.gender,
        target.sexuality,
        false,
        'active',
      ]);
    }
    const ids = profiles.map((p) => p.id);
    expect(ids).not.toContain(2);
    expect(ids).not.toContain(6);
    const gap = (id: number) => Math.abs(ageOf(member(id)) - ageOf(target));
    expect(gap(ids[0] ?? 0)).toBeLessThanOrEqual(gap(ids[23] ?? 0) + 20);
  });

  it('answers visitors too, 12 by default, and 404 for unknown profiles', async () => {
    await expect(getRelatedProfiles({ id: 2 })).resolves.toMatchObject({
      profiles: expect.any(Array) as unknown,
    });
    expect((await getRelatedProfiles({ id: 2 })).profiles).toHaveLength(12);
    await expect(getRelatedProfiles({ id: 999_999 })).rejects.toMatchObject({ status: 404 });
  });
});

describe('blocking (spec §2, §6 blocked users)', () => {
  it('lists the blocked members, most recently blocked first', async () => {
    await loginAs('blocked');
    await expect(getBlockedMembers()).resolves.toMatchObject({ profiles: [{ id: 1 }] });
    clock.advance(5);
    await blockMember({ profile_id: 2 });
    const { profiles } = await getBlockedMembers();
    expect(profiles.map((p) => p.id)).toEqual([2, 1]);
  });

  it("shuts the blocked member out of the blocker's profile", async () => {
    await loginAs('free');
    await blockMember({ profile_id: 111 });
    expect(blocks.findMany((q) => q.where({ blockerId: 1, blockedId: 111 }))).toHaveLength(1);
    await loginAsMember(111);
    await expect(getMember({ id: 1 })).rejects.toMatchObject({
      code: 'blocked_by_member',
      details: { name: 'free' },
    });
    const men = (await searchAll({ gender: 'male', country: 'GB' })).map((p) => p.id);
    expect(men).not.toContain(1);
    expect(men).toContain(3);
  });

  it('blocks once however often asked, refuses oneself and unknown profiles', async () => {
    await loginAs('free');
    await blockMember({ profile_id: 2 });
    await expect(blockMember({ profile_id: 2 })).resolves.toEqual({ ok: true });
    expect(blocks.findMany((q) => q.where({ blockerId: 1, blockedId: 2 }))).toHaveLength(1);
    await expect(blockMember({ profile_id: 1 })).rejects.toMatchObject({
      status: 400,
      fields: { profile_id: 'not_allowed' },
    });
    await expect(blockMember({ profile_id: 999_999 })).rejects.toMatchObject({ status: 404 });
  });

  it('lifts a block, changes nothing for members not blocked, and refuses unknown profiles', async () => {
    await loginAs('blocked');
    await expect(unblockMember({ profile_id: 1 })).resolves.toEqual({ ok: true });
    expect(blocks.all()).toHaveLength(0);
    await expect(unblockMember({ profile_id: 2 })).resolves.toEqual({ ok: true });
    await expect(unblockMember({ profile_id: 999_999 })).rejects.toMatchObject({ status: 404 });
    await loginAs('free');
    await expect(getMember({ id: 6 })).resolves.toMatchObject({ profile: { id: 6 } });
  });

  it('needs a session', async () => {
    await expect(getBlockedMembers()).rejects.toMatchObject({ status: 403, code: 'authentication_required' });
    await expect(blockMember({ profile_id: 2 })).rejects.toMatchObject({ code: 'authentication_required' });
  });
});
