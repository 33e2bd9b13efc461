/** Where the consent choice is kept (decision 030), in localStorage: { version, at, statistics, marketing }. */
export const consentStorageKey = 'consent';

/**
 * Raised when the categories or what they cover change: a choice made for an older version is
 * asked again, since the visitor did not agree to what is new.
 */
export const consentVersion = 1;
