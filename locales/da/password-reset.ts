// Not translated yet: English until the translations of this change arrive.
import type { Translation } from '../i18n-types';
import { passwordReset as english } from '../en/password-reset';

export const passwordReset = english as unknown as Translation['passwordReset'];
