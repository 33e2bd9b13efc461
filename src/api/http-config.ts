/**
 * Settings of the one HTTP policy. The app wires `onAuthenticationRequired` at boot; tests shorten
 * the retry delay. Nothing else changes it.
 */
export interface HttpConfig {
  /** Origin of the API; empty means the page's own origin. */
  baseUrl: string;
  /** Spec §7: up to 5 retries. */
  maxRetries: number;
  /** First retry delay; each next one doubles (exponential), capped by `maxRetryDelayMs`. */
  retryBaseMs: number;
  maxRetryDelayMs: number;
  /** Called when a call other than user.php answers 403 `authentication_required`. */
  onAuthenticationRequired: () => void;
}

export const httpConfig: HttpConfig = {
  baseUrl: (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, ''),
  maxRetries: 5,
  retryBaseMs: 500,
  maxRetryDelayMs: 8000,
  onAuthenticationRequired: () => undefined,
};

export const configureHttp = (changes: Partial<HttpConfig>): void => {
  Object.assign(httpConfig, changes);
};

/** Absolute URL of an API path, on the configured origin or the page's own. */
export const apiUrl = (path: string): string =>
  `${httpConfig.baseUrl === '' ? globalThis.location.origin : httpConfig.baseUrl}${path}`;
