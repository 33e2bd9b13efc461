import type { Ref } from 'react';
import { useLocation } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import { Alert } from '../../ui';

/** An outcome a form tells on the screen it leads to (it is no longer on show itself). */
export type ArrivalNoticeKind = 'passwordChanged';

interface ArrivalState {
  arrivalNotice: ArrivalNoticeKind;
}

/** The router state a form navigates with, so the next screen says what the form did. */
export const arrivalState = (kind: ArrivalNoticeKind): ArrivalState => ({ arrivalNotice: kind });

const kinds: readonly ArrivalNoticeKind[] = ['passwordChanged'];

const readArrivalNotice = (state: unknown): ArrivalNoticeKind | undefined => {
  if (typeof state !== 'object' || state === null || !('arrivalNotice' in state)) return undefined;
  const { arrivalNotice } = state;
  return kinds.find((kind) => kind === arrivalNotice);
};

/**
 * The notice the form before left for this screen, if any. The shell's focus on arrival goes to
 * it (`ref`), so it is read out before the screen; the next navigation leaves it behind.
 */
export const ArrivalNotice = ({ ref, className }: { ref: Ref<HTMLDivElement>; className?: string }) => {
  const { LL } = useI18nContext();
  const kind = readArrivalNotice(useLocation().state);
  if (kind === undefined) return null;
  return (
    <div ref={ref} tabIndex={-1} className={className}>
      <Alert tone="success">{LL.passwordReset.changed()}</Alert>
    </div>
  );
};
