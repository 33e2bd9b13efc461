import { useSyncExternalStore } from 'react';
import { clock } from '../../lib/clock';
import {
  isRecord,
  localStore,
  readJson,
  readString,
  removeKey,
  sessionStore,
  writeJson,
} from '../../lib/storage';
import { createValueStore } from '../../lib/value-store';
import { consentStorageKey, consentVersion } from './consent-key';

export { consentStorageKey, consentVersion };

/**
 * The visitor's choice about storage that is not strictly necessary (decision 030): page-bounce
 * logging (statistics) and campaign attribution (marketing). Kept in localStorage with its version
 * and time — the record of consent is itself necessary storage.
 */
export interface ConsentChoice {
  version: number;
  /** When the choice was made, ISO 8601. */
  at: string;
  statistics: boolean;
  marketing: boolean;
}

export type ConsentCategory = 'statistics' | 'marketing';

/*
 * Where lib/tracking.ts and lib/page-flags.ts keep what the categories cover; a withdrawal removes
 * it. Their keys are private to those modules, so they are named again here (consent-store.test.ts
 * checks them against the real modules).
 */
const trackingStorageKey = 'tracking';
const bounceLoggingKey = 'bounce-logging';

/** A choice of this version; an older one (or a broken entry) is no choice. */
const isCurrentChoice = (value: unknown): value is ConsentChoice =>
  isRecord(value) &&
  value.version === consentVersion &&
  typeof value.statistics === 'boolean' &&
  typeof value.marketing === 'boolean';

let lastText: string | undefined;
let lastChoice: ConsentChoice | undefined;
/** Where the browser refuses storage, the choice holds for this page's life instead. */
let unstoredChoice: ConsentChoice | undefined;
/** Counts the choices made here, for the components that read the choice. */
const choices = createValueStore(0);

/**
 * The stored choice when it is for this version; an older or broken one counts as none. Read from
 * storage each time (a test or an init script may have written it since this module loaded), parsed
 * again only when the text changed, so a render gets the same object back.
 */
export const readConsent = (): ConsentChoice | undefined => {
  const text = readString(localStore(), consentStorageKey);
  if (text !== lastText) {
    lastText = text;
    lastChoice = readJson(localStore(), consentStorageKey, isCurrentChoice);
  }
  return lastChoice ?? unstoredChoice;
};

const notify = () => {
  choices.set(choices.get() + 1);
};

/** What components and the page query read; `undefined` until the visitor has chosen. */
export const consentChoice = { get: readConsent, subscribe: choices.subscribe };

/** Whether the "choose" dialog is open (from the banner, or the footer's cookie settings). */
export const consentChoicesOpen = createValueStore(false);

/**
 * Stores a choice and applies it at once. What a category no longer allows is removed: consent is
 * as easy to withdraw as to give, and withdrawing it ends the storage it allowed.
 */
export const saveConsent = ({ statistics, marketing }: Pick<ConsentChoice, ConsentCategory>): void => {
  const choice: ConsentChoice = {
    version: consentVersion,
    at: clock.now().toISOString(),
    statistics,
    marketing,
  };
  unstoredChoice = writeJson(localStore(), consentStorageKey, choice) ? undefined : choice;
  if (!marketing) removeKey(localStore(), trackingStorageKey);
  if (!statistics) removeKey(sessionStore(), bounceLoggingKey);
  notify();
};

export const acceptAll = (): void => {
  saveConsent({ statistics: true, marketing: true });
};

export const rejectAll = (): void => {
  saveConsent({ statistics: false, marketing: false });
};

/** True only when the visitor said yes to the category (no choice yet is no). */
export const consentAllows = (choice: ConsentChoice | undefined, category: ConsentCategory): boolean =>
  choice?.[category] === true;

/** No choice is known to a prerender (build time, no visitor): the page is rendered as if asked. */
const noChoiceOnServer = (): ConsentChoice | undefined => undefined;

export const useConsentChoice = (): ConsentChoice | undefined =>
  useSyncExternalStore(consentChoice.subscribe, consentChoice.get, noChoiceOnServer);

export const useConsentChoicesOpen = (): boolean =>
  useSyncExternalStore(consentChoicesOpen.subscribe, consentChoicesOpen.get, () => false);

export const openConsentChoices = (): void => {
  consentChoicesOpen.set(true);
};

export const closeConsentChoices = (): void => {
  consentChoicesOpen.set(false);
};
