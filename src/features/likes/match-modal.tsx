import { lazy, Suspense } from 'react';
import { QuietBoundary } from '../../ui';
import { withScreenTexts } from '../language';
import type { MatchDialogProps } from './match-dialog';

/** The match modal's code and texts load when a match first happens on a screen outside the likes page. */
// Pure: the member chrome imports this feature's index for the new-like modal and must not carry it.
const MatchDialog = /* @__PURE__ */ lazy(withScreenTexts(['likes'], () => import('./match-dialog')));

/**
 * The match modal for other features (the profile view, the swipe game). If its code cannot be
 * fetched, nothing shows: the match itself is made, the screen says so, and the likes page lists it.
 */
export const MatchModal = (props: MatchDialogProps) => (
  <QuietBoundary>
    <Suspense fallback={null}>
      <MatchDialog {...props} />
    </Suspense>
  </QuietBoundary>
);
