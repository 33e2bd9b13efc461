import type { Locator, Page } from '@playwright/test';
import type { Locales, TranslationFunctions } from '../../locales/i18n-types';
import type { PersonaName } from '../../mocks/seed/personas';
import type { FaultKind } from './kinds';

/** What a case's steps get: the page, and the member's language with its texts. */
export interface CaseContext {
  page: Page;
  t: TranslationFunctions;
  locale: Locales;
}

type Step = (context: CaseContext) => Promise<void>;

/**
 * One operation of the contract as a screen calls it: where, as whom, what sends it, what the member
 * typed, how they try again, and what success looks like.
 */
export interface ScreenCase {
  operationId: string;
  /** The product area, for the representative share and the report. */
  area: string;
  /**
   * `read`: opening the screen sends it (the fault is in place before the page opens);
   * `write`: the member's act sends it (the fault is put in place after `prepare`).
   */
  call: 'read' | 'write';
  route: string;
  as: PersonaName | 'visitor';
  /** The member's language for this case; English unless said. */
  locale?: Locales;
  /** After opening the route, before the fault: what leads up to the call (filling a form). */
  prepare?: Step;
  /** What sends the call; a read's default is opening the route. */
  act?: Step;
  /** What the member typed is still there after the failure (a field's value, a message not sent). */
  kept?: Step;
  /** Trying again once the fault is gone: a read's default is its screen's "Try again" button; a write's is `act` again. */
  retry?: Step;
  /** The call worked, as the member sees it. */
  done: Step;
  /** The message of the failure when it is not an alert in the catalogue's words (a short label). */
  message?: (context: CaseContext) => Locator;
  /** Fault kinds that do not apply to this call, each with the reason. */
  notApplicable?: Partial<Record<FaultKind, string>>;
  /** The case is in the representative share `npm test` runs, for these kinds. */
  share?: readonly FaultKind[];
}

/** An operation no screen calls as such (or only the simulation), with the reason. */
export interface NotApplicableOperation {
  operationId: string;
  reason: string;
}
