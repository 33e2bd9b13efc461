// Not translated yet: English until the translations of this change arrive.
import type { Translation } from '../i18n-types';
import { form as english } from '../en/form';

export const form = english as unknown as Translation['form'];
