import type { FieldCode } from '../../forms';

/** The contract's and the simulation's limit on `about_me`: 2000 characters. */
export const aboutMeMaxLength = 2000;

/** Too long is refused with a message, never cut: the member decides what to leave out. */
export const checkAboutMe = (text: string): FieldCode | undefined =>
  text.trim().length > aboutMeMaxLength ? 'too_long' : undefined;

/** The text to send when it differs from the stored one: trimmed, and null once emptied. */
export const changedAboutMe = (
  text: string,
  stored: string | null | undefined,
): string | null | undefined => {
  const trimmed = text.trim();
  if (trimmed === (stored ?? '').trim()) return undefined;
  return trimmed === '' ? null : trimmed;
};
