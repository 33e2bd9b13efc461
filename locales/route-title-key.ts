import type { TranslationFunctions } from './i18n-types';

/** A key of the `routes` namespace: every route of the route table has a translated page title. */
export type RouteTitleKey = keyof TranslationFunctions['routes'];
