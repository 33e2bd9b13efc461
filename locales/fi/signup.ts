// Not translated yet: English until the translations of this change arrive.
import type { Translation } from '../i18n-types';
import { signup as english } from '../en/signup';

export const signup = english as unknown as Translation['signup'];
