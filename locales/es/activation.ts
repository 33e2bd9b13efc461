// Not translated yet: English until the translations of this change arrive.
import type { Translation } from '../i18n-types';
import { activation as english } from '../en/activation';

export const activation = english as unknown as Translation['activation'];
