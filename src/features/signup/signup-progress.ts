import { useSyncExternalStore } from 'react';
import { isRecord, readJson, removeKey, sessionStore, writeJson } from '../../lib/storage';
import { createValueStore } from '../../lib/value-store';

/** 0 the account form and signup message, 1 photo, 2 location, 3 about you, 4 push, 5 complete. */
export type SignupStep = 0 | 1 | 2 | 3 | 4 | 5;

export const lastProfileStep = 4;
export const completeStep = 5;

/** What the member typed on step 0. The password is kept in memory only, never in storage. */
export interface SignupDraft {
  email: string;
  name: string;
  dateOfBirth: string;
  signupMessage: string;
}

export interface SignupProgress {
  step: SignupStep;
  draft: SignupDraft;
  password: string;
  /** The `started` progress event was sent for this signup. */
  started: boolean;
}

const storageKey = 'signup-progress';

const emptyProgress: SignupProgress = {
  step: 0,
  draft: { email: '', name: '', dateOfBirth: '', signupMessage: '' },
  password: '',
  started: false,
};

const isStep = (value: unknown): value is SignupStep =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= completeStep;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A reload keeps the step and the typed values (tab only, sessionStorage); a broken entry starts over. */
const restore = (): SignupProgress => {
  const stored = readJson(sessionStore(), storageKey, isRecord);
  if (stored === undefined) return emptyProgress;
  const draft = isRecord(stored.draft) ? stored.draft : {};
  return {
    step: isStep(stored.step) ? stored.step : 0,
    draft: {
      email: text(draft.email),
      name: text(draft.name),
      dateOfBirth: text(draft.dateOfBirth),
      signupMessage: text(draft.signupMessage),
    },
    password: '',
    started: stored.started === true,
  };
};

const store = createValueStore<SignupProgress | undefined>(undefined);

/**
 * The signup in progress, shared by the modal and the page, so closing the modal and opening it
 * again (or reloading the tab) goes on where the member left off (spec §2, issue 6).
 */
export const signupProgress = {
  get: (): SignupProgress => {
    const current = store.get();
    if (current !== undefined) return current;
    const restored = restore();
    store.set(restored);
    return restored;
  },
  update: (change: Partial<SignupProgress>): void => {
    const next = { ...signupProgress.get(), ...change };
    store.set(next);
    writeJson(sessionStore(), storageKey, { step: next.step, draft: next.draft, started: next.started });
  },
  /** The signup is over (finished, or the member left as a member): the next one starts fresh. */
  reset: (): void => {
    store.set(emptyProgress);
    removeKey(sessionStore(), storageKey);
  },
  subscribe: store.subscribe,
};

export const useSignupProgress = (): SignupProgress =>
  useSyncExternalStore(signupProgress.subscribe, signupProgress.get, signupProgress.get);
