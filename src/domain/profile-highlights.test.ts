import { describe, expect, it } from 'vitest';
import { profileHighlights, type HighlightFacts } from './profile-highlights';

const hour = 3600 * 1000;
const quiet: HighlightFacts = {
  online: false,
  lastActiveAgoMs: 72 * hour,
  signedUpAgoMs: 400 * 24 * hour,
  activePhotos: 1,
  likesReceived: 0,
  nearViewer: false,
  sharedInterests: 0,
};

describe('profile highlights (spec §2)', () => {
  it('shows nothing for a quiet, old profile', () => {
    expect(profileHighlights(quiet)).toEqual([]);
  });

  it('shows online_now instead of recently_active while online', () => {
    expect(profileHighlights({ ...quiet, online: true, lastActiveAgoMs: 0 })).toEqual(['online_now']);
    expect(profileHighlights({ ...quiet, lastActiveAgoMs: 23 * hour })).toEqual(['recently_active']);
  });

  it('marks new members, neighbours, shared interests, many photos and popularity', () => {
    expect(
      profileHighlights({
        ...quiet,
        signedUpAgoMs: 6 * 24 * hour,
        nearViewer: true,
        sharedInterests: 2,
        activePhotos: 5,
        likesReceived: 5,
      }),
    ).toEqual(['new_member', 'near_you', 'shared_interests', 'many_photos', 'popular']);
    expect(profileHighlights({ ...quiet, activePhotos: 4, likesReceived: 4 })).toEqual([]);
  });
});
