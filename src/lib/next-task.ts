/**
 * Resolves in a task of its own: the browser may take input and paint before the code after the
 * `await` runs. How the start is cut into tasks short enough for a phone's CPU (decision 014).
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
