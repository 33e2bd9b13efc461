import type { Translation } from '../i18n-types';

export const complaints = {} satisfies Translation['complaints'];
