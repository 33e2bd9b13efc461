// Not translated yet: English until the translations of this change arrive.
import type { Translation } from '../i18n-types';
import { signupLocation as english } from '../en/signup-location';

export const signupLocation = english as unknown as Translation['signupLocation'];
