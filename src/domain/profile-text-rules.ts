/**
 * Limits of the free-text profile fields (`ProfileUpdate.about_me`, `ProfileUpdate.city`).
 * Too long is refused with a message, never cut: the member decides what to leave out.
 */
export const aboutMeMaxLength = 2000;
export const cityMaxLength = 100;

/**
 * Counted on the text as it is sent (trimmed), in UTF-16 units as the about-me counter shows
 * them: for emoji that is more than the contract's code points, so the rule can be stricter
 * than the contract but never lets through a text the server refuses.
 */
const sentLength = (text: string): number => text.trim().length;

export const checkAboutMe = (text: string): 'too_long' | undefined =>
  sentLength(text) > aboutMeMaxLength ? 'too_long' : undefined;

/** The city is optional. */
export const checkCity = (city: string): 'too_long' | undefined =>
  sentLength(city) > cityMaxLength ? 'too_long' : undefined;
