// Not translated yet: English until the translations of this change arrive.
import type { Translation } from '../i18n-types';
import { signupSteps as english } from '../en/signup-steps';

export const signupSteps = english as unknown as Translation['signupSteps'];
