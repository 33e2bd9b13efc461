// Not translated yet: English until the translations of this change arrive.
import type { Translation } from '../i18n-types';
import { signupPhoto as english } from '../en/signup-photo';

export const signupPhoto = english as unknown as Translation['signupPhoto'];
