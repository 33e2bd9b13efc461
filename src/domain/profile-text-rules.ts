import { contractLength } from './text-length';

/**
 * Limits of the free-text profile fields (`ProfileUpdate.about_me`, `ProfileUpdate.city`).
 * Too long is refused with a message, never cut: the member decides what to leave out.
 */
export const aboutMeMaxLength = 2000;
export const signupReasonMaxLength = 500;
export const cityMaxLength = 100;

/**
 * Counted on the text as it is sent (trimmed), as the contract counts (code points): an emoji is
 * one, as it is for the server. The about-me counter shows the same number.
 */
export const sentLength = (text: string): number => contractLength(text.trim());

export const checkAboutMe = (text: string): 'too_long' | undefined =>
  sentLength(text) > aboutMeMaxLength ? 'too_long' : undefined;

export const checkSignupReason = (text: string): 'too_long' | undefined =>
  sentLength(text) > signupReasonMaxLength ? 'too_long' : undefined;

/** The city is optional. */
export const checkCity = (city: string): 'too_long' | undefined =>
  sentLength(city) > cityMaxLength ? 'too_long' : undefined;
