import { lazyPart } from '../errors';
import { withScreenTexts } from '../language';

export type SettingsSectionsModule = typeof import('./settings-sections');

/**
 * The settings forms' chunk (decision 013): asked for as soon as the screen's chunk runs, that is
 * while boot still waits for the settings and the session, so the forms usually arrive before
 * the first paint and the skeleton never shows.
 */
const sections = lazyPart<SettingsSectionsModule>(
  withScreenTexts(
    ['account', 'accountDeletion', 'notificationSettings', 'notificationsList', 'yourData'],
    () => import('./settings-sections'),
  ),
);

export const settingsSectionsCode = sections.code;
export const prefetchSettingsSections = sections.prefetch;
export const useSettingsSections = sections.useModule;
export const forgetSettingsSections = sections.forget;
