import { useCallback, useEffect, useRef } from 'react';

/**
 * Saves text as a file the browser downloads: a Blob, an object URL, and a temporary link with
 * `download`, clicked once and taken away. Answers the URL, which the caller revokes.
 */
const saveTextFile = (text: string, fileName: string, type: string): string => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
  return url;
};

/**
 * `saveTextFile` for a component: each file's object URL is revoked when the next file is saved
 * or the component goes away. Not at once after the click: the browser reads the Blob after the
 * click returns, and revoking it then can cancel the download (Safari, older Firefox).
 */
export const useFileSaver = () => {
  const lastUrl = useRef<string | null>(null);

  const revoke = useCallback(() => {
    if (lastUrl.current !== null) URL.revokeObjectURL(lastUrl.current);
    lastUrl.current = null;
  }, []);

  useEffect(() => revoke, [revoke]);

  return useCallback(
    (text: string, fileName: string, type: string) => {
      revoke();
      lastUrl.current = saveTextFile(text, fileName, type);
    },
    [revoke],
  );
};
