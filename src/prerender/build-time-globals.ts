/**
 * What the app's render reads of the browser, as the build-time render (Node 20, which has no
 * `navigator`) should see it: a visitor online with no language preference, so nothing of one
 * browser reaches the shared HTML. Effects never run in that render, so nothing else is needed.
 */
export const installBuildTimeGlobals = (): void => {
  if (!('navigator' in globalThis)) {
    Object.defineProperty(globalThis, 'navigator', {
      value: { languages: [], language: '', onLine: true, userAgent: 'prerender' },
      configurable: true,
    });
  }
};
