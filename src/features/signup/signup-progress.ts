import { useSyncExternalStore } from 'react';
import { isRecord, readJson, removeKey, sessionStore, writeJson } from '../../lib/storage';
import { createValueStore } from '../../lib/value-store';
import { reportSignupStep, signupProgressKey } from '../signup-entry';

/** 0 the account form and signup message, 1 photo, 2 location, 3 about you, 4 push, 5 complete. */
export type SignupStep = 0 | 1 | 2 | 3 | 4 | 5;

export const lastProfileStep = 4;
export const completeStep = 5;

/**
 * What the member typed on step 0, exactly as typed (checks trim, the draft does not). The date of
 * birth is kept as its three fields, so a half-typed date comes back as it was. The password is
 * kept in memory only, never in storage.
 */
export interface SignupDraft {
  email: string;
  name: string;
  birthDay: string;
  /** '01' to '12', or '' when no month is chosen. */
  birthMonth: string;
  birthYear: string;
  signupMessage: string;
  /** Only asked for when the site's signups are invite-only. */
  inviteCode: string;
}

export interface SignupProgress {
  step: SignupStep;
  draft: SignupDraft;
  password: string;
  /** The `started` progress event was sent for this signup. */
  started: boolean;
  /**
   * The profile a member landing page opened this signup for (/members/{id}/signup): the finished
   * signup leads there instead of the matches screen (decision 031).
   */
  profileId: number | undefined;
}

const emptyProgress: SignupProgress = {
  step: 0,
  draft: {
    email: '',
    name: '',
    birthDay: '',
    birthMonth: '',
    birthYear: '',
    signupMessage: '',
    inviteCode: '',
  },
  password: '',
  started: false,
  profileId: undefined,
};

const isStep = (value: unknown): value is SignupStep =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= completeStep;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const profileIdOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : undefined;

/** A reload keeps the step and the typed values (tab only, sessionStorage); a broken entry starts over. */
const restore = (): SignupProgress => {
  const stored = readJson(sessionStore(), signupProgressKey, isRecord);
  if (stored === undefined) return emptyProgress;
  const draft = isRecord(stored.draft) ? stored.draft : {};
  return {
    step: isStep(stored.step) ? stored.step : 0,
    draft: {
      email: text(draft.email),
      name: text(draft.name),
      birthDay: text(draft.birthDay),
      birthMonth: text(draft.birthMonth),
      birthYear: text(draft.birthYear),
      signupMessage: text(draft.signupMessage),
      inviteCode: text(draft.inviteCode),
    },
    password: '',
    started: stored.started === true,
    profileId: profileIdOf(stored.profileId),
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
  /** Keeps what the member just typed into one or more fields of step 0. */
  updateDraft: (change: Partial<SignupDraft>): void => {
    signupProgress.update({ draft: { ...signupProgress.get().draft, ...change } });
  },
  update: (change: Partial<SignupProgress>): void => {
    const next = { ...signupProgress.get(), ...change };
    store.set(next);
    reportSignupStep(next.step);
    writeJson(sessionStore(), signupProgressKey, {
      step: next.step,
      draft: next.draft,
      started: next.started,
      profileId: next.profileId,
    });
  },
  /**
   * A member landing page opened the signup for this profile: the finished signup leads to it.
   * A signup already past step 0 keeps the profile it started with.
   */
  rememberProfile: (id: number): void => {
    const current = signupProgress.get();
    if (current.step >= 1 || current.profileId === id) return;
    signupProgress.update({ profileId: id });
  },
  /** The signup is over (finished, or the member left as a member): the next one starts fresh. */
  reset: (): void => {
    store.set(emptyProgress);
    removeKey(sessionStore(), signupProgressKey);
    reportSignupStep(0);
  },
  /**
   * What a reload of the page does to the signup: this page's memory is gone (the password with
   * it), the step and the draft come back from the tab's storage on the next read. Tests model a
   * reload with it.
   */
  dropMemory: (): void => {
    store.set(undefined);
  },
  subscribe: store.subscribe,
};

export const useSignupProgress = (): SignupProgress =>
  useSyncExternalStore(signupProgress.subscribe, signupProgress.get, signupProgress.get);

/** A member landing page opened the signup for this profile (decision 031). */
export const rememberSignupProfile = (id: number): void => {
  signupProgress.rememberProfile(id);
};
