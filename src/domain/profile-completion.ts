/**
 * How complete a profile is (contract OwnProfileResult.completion): ten parts weigh equally — an
 * active main photo, city, region, relationship status, body type, hair colour, eye colour,
 * tattoos, at least one interest and an about-me text — rounded down to a whole percentage.
 */
export interface CompletionFacts {
  hasMainPhoto: boolean;
  city: string | null;
  region: string | null;
  relationshipStatus: string | null;
  bodyType: string | null;
  hairColor: string | null;
  eyeColor: string | null;
  tattoos: string | null;
  interests: readonly string[];
  aboutMe: string | null;
}

const filled = (value: string | null): boolean => value !== null && value.trim() !== '';

export const profileCompletion = (facts: CompletionFacts): number => {
  const parts = [
    facts.hasMainPhoto,
    filled(facts.city),
    filled(facts.region),
    filled(facts.relationshipStatus),
    filled(facts.bodyType),
    filled(facts.hairColor),
    filled(facts.eyeColor),
    filled(facts.tattoos),
    facts.interests.length > 0,
    filled(facts.aboutMe),
  ];
  return Math.floor((parts.filter(Boolean).length * 100) / parts.length);
};
