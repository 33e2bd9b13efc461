/** Where the site-entry warning's skip is remembered (its time, spec §2), in localStorage. */
export const entryWarningSkippedKey = 'entry-warning-skipped-at';
