// Not translated yet: English until the translations of this change arrive.
import type { Translation } from '../i18n-types';
import { account as english } from '../en/account';

export const account = english as unknown as Translation['account'];
