import { lazy, Suspense } from 'react';
import { QuietBoundary } from '../../ui';
import { withScreenTexts } from '../language';
import { ConsentBanner } from './consent-banner';
import { useConsentChoice, useConsentChoicesOpen } from './consent-store';

const ConsentChoicesDialog = lazy(
  withScreenTexts(['consentChoices'], () => import('./consent-choices-dialog')),
);

/**
 * The banner until the visitor has chosen, and the categories' dialog whenever it is asked for.
 * `bannerAllowed` is false while the entry warning asks first (it comes before the banner) and
 * where the banner has no room (the chat layout); the dialog is reachable from the footer anyway.
 */
export const ConsentHost = ({ bannerAllowed }: { bannerAllowed: boolean }) => {
  const choice = useConsentChoice();
  const choicesOpen = useConsentChoicesOpen();
  return (
    <>
      {bannerAllowed && choice === undefined && <ConsentBanner />}
      {choicesOpen && (
        <QuietBoundary>
          <Suspense fallback={null}>
            <ConsentChoicesDialog />
          </Suspense>
        </QuietBoundary>
      )}
    </>
  );
};
