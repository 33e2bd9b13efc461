import { describe, expect, it } from 'vitest';
import { profileCompletion, type CompletionFacts } from './profile-completion';

const complete: CompletionFacts = {
  hasMainPhoto: true,
  city: 'London',
  region: 'Greater London',
  relationshipStatus: 'single',
  bodyType: 'athletic',
  hairColor: 'brown',
  eyeColor: 'green',
  tattoos: 'none',
  interests: ['music'],
  aboutMe: 'Runner.',
};

describe('profile completion', () => {
  it('is 100 for a complete profile and 0 for an empty one', () => {
    expect(profileCompletion(complete)).toBe(100);
    expect(
      profileCompletion({
        hasMainPhoto: false,
        city: null,
        region: null,
        relationshipStatus: null,
        bodyType: null,
        hairColor: null,
        eyeColor: null,
        tattoos: null,
        interests: [],
        aboutMe: null,
      }),
    ).toBe(0);
  });

  it('weighs each of the ten parts 10 %', () => {
    expect(profileCompletion({ ...complete, hasMainPhoto: false })).toBe(90);
    expect(profileCompletion({ ...complete, interests: [], aboutMe: '   ' })).toBe(80);
    expect(profileCompletion({ ...complete, city: '', region: null, tattoos: null })).toBe(70);
  });
});
