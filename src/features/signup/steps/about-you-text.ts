/** The text to send when it differs from the stored one: trimmed, and null once emptied. */
export const changedAboutMe = (
  text: string,
  stored: string | null | undefined,
): string | null | undefined => {
  const trimmed = text.trim();
  if (trimmed === (stored ?? '').trim()) return undefined;
  return trimmed === '' ? null : trimmed;
};
