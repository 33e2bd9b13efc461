// Not translated yet: English until the translations of this change arrive.
import type { Translation } from '../i18n-types';
import { login as english } from '../en/login';

export const login = english as unknown as Translation['login'];
