// Not translated yet: English until the translations of this change arrive.
import type { Translation } from '../i18n-types';
import { accountDeletion as english } from '../en/account-deletion';

export const accountDeletion = english as unknown as Translation['accountDeletion'];
