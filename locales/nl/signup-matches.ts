// Not translated yet: English until the translations of this change arrive.
import type { Translation } from '../i18n-types';
import { signupMatches as english } from '../en/signup-matches';

export const signupMatches = english as unknown as Translation['signupMatches'];
