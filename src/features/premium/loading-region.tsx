import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../ui';

/**
 * A part of the screen still on its way: announced once as loading, marked busy (the journeys'
 * axe scan waits for it), its skeleton hidden from assistive technology.
 */
export const LoadingRegion = ({ label, children }: { label: string; children: ReactNode }) => (
  <div role="status" aria-busy="true">
    <VisuallyHidden>{label}</VisuallyHidden>
    <div aria-hidden="true">{children}</div>
  </div>
);
