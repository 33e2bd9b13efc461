import type { Translation } from '../i18n-types';

export const memberLanding = {} satisfies Translation['memberLanding'];
