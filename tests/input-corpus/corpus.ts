/**
 * The bad-input corpus (issue 21 item 2): the texts members and attackers actually type, shared by
 * the API-level run (tests/input-corpus/api-corpus.test.ts) and the browser run
 * (e2e/input-corpus.spec.ts). Payloads set `window.__pwned`, so a run sees one that executed.
 */

/** The global an executed payload sets; it must stay undefined. */
export const pwnedFlag = '__pwned';

export type TextCaseId =
  | 'empty'
  | 'over-long'
  | 'ten-thousand'
  | 'emoji'
  | 'right-to-left'
  | 'bidi-override'
  | 'html-img'
  | 'html-script'
  | 'javascript-url'
  | 'svg-break-out'
  | 'sql'
  | 'surrounding-spaces'
  | 'control-characters';

export interface TextCase {
  id: TextCaseId;
  /**
   * The text for a field whose limit is `maxLength` (characters, as the contract counts them);
   * undefined when the case does not apply (over-long needs a limit).
   */
  text: (maxLength?: number) => string | undefined;
  /** Markup or script that must show as text and never run. */
  payload: boolean;
}

const words = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. ';

/** Ten thousand characters of ordinary words: long, but text a form might meet. */
export const tenThousand = words.repeat(Math.ceil(10_000 / words.length)).slice(0, 10_000);

export const textCases: readonly TextCase[] = [
  { id: 'empty', text: () => '', payload: false },
  {
    id: 'over-long',
    // Just past the limit, in plain letters so every way of counting characters agrees.
    text: (maxLength) => (maxLength === undefined ? undefined : 'a'.repeat(maxLength + 1)),
    payload: false,
  },
  { id: 'ten-thousand', text: () => tenThousand, payload: false },
  {
    id: 'emoji',
    // A family and a rainbow flag (ZWJ sequences), a waving hand with a skin tone, a heart on fire.
    text: () => 'Hi 😀 👩‍👩‍👧‍👦 👋🏽 🏳️‍🌈 ❤️‍🔥 👍🏿',
    payload: false,
  },
  { id: 'right-to-left', text: () => 'مرحبا، كيف حالك؟ שלום לכולם', payload: false },
  {
    id: 'bidi-override',
    // Right-to-left override (the "evil.exe" trick), left-to-right override, isolates, marks.
    text: () => 'invoice\u202Efdp.exe\u202C \u202Dltr\u202C \u2067iso\u2069 \u200Fmark\u200E',
    payload: false,
  },
  { id: 'html-img', text: () => `<img src=x onerror=window.${pwnedFlag}=1>`, payload: true },
  { id: 'html-script', text: () => `<script>window.${pwnedFlag}=1</script>`, payload: true },
  { id: 'javascript-url', text: () => `javascript:window.${pwnedFlag}=1//`, payload: true },
  { id: 'svg-break-out', text: () => `"><svg onload=window.${pwnedFlag}=1>`, payload: true },
  { id: 'sql', text: () => "' OR 1=1 --", payload: false },
  { id: 'surrounding-spaces', text: () => '   padded text   ', payload: false },
  {
    id: 'control-characters',
    // NUL, start of heading, bell, backspace, escape (with an ANSI colour), delete, tab, line breaks.
    text: () => 'a\u0000b\u0001c\u0007d\u0008e\u001b[31mf\u007fg\th\r\ni',
    payload: false,
  },
];

/** The API's wrong-shape cases: a value of the wrong type, the field left out, a field too many. */
export type ValueCaseId = 'wrong-type' | 'array' | 'object' | 'null' | 'missing' | 'extra-field';

export interface ValueCase {
  id: ValueCaseId;
  /** The value sent in place of the field's; `omit` leaves the field out. */
  value: (type: string | undefined) => unknown;
}

/** Marks the field as left out of the request. */
export const omit = Symbol('omit');

export const valueCases: readonly ValueCase[] = [
  // A number where text belongs, text where a number (or a yes/no) belongs.
  { id: 'wrong-type', value: (type) => (type === 'string' ? 12345 : 'not a number') },
  { id: 'array', value: () => ['a', 1] },
  { id: 'object', value: () => ({ nested: 'value' }) },
  { id: 'null', value: () => null },
  { id: 'missing', value: () => omit },
  // The field keeps its good value; the request gains one the contract does not know.
  { id: 'extra-field', value: () => undefined },
];

/** The name of the field the extra-field case adds. */
export const extraFieldName = 'unexpected_extra';

export type CaseId = TextCaseId | ValueCaseId;

/** Figures of one run (the browser's or the API's), as build/input-corpus.json holds them. */
export interface CorpusOutcome {
  /** operationId.field (API) or screen/field (browser). */
  input: string;
  case: CaseId;
  /** The case does not apply to the input (over-long without a limit). */
  skipped?: boolean;
  handled: boolean;
  crashed: boolean;
  payloadExecuted: boolean;
  /** The API's answer status (API run only). */
  status?: number;
  /** What went wrong, when not handled. */
  problem?: string;
}
