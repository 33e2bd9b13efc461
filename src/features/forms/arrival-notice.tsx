import { useEffect, useState, type Ref } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
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

interface Told {
  kind: ArrivalNoticeKind;
  pathname: string;
}

/**
 * The notice the form before left for this screen, if any. The shell's focus on arrival goes to
 * it (`ref`), so it is read out before the screen; the next navigation leaves it behind.
 */
export const ArrivalNotice = ({ ref, className }: { ref: Ref<HTMLDivElement>; className?: string }) => {
  const { LL } = useI18nContext();
  const location = useLocation();
  const navigate = useNavigate();
  const arriving = readArrivalNotice(location.state);
  const [told, setTold] = useState<Told>();
  if (arriving !== undefined && (told?.kind !== arriving || told.pathname !== location.pathname))
    setTold({ kind: arriving, pathname: location.pathname });
  const { pathname, search, hash } = location;
  useEffect(() => {
    if (arriving === undefined) return;
    // Told once: the history entry drops the notice, so a reload of this screen or a return to it
    // later does not repeat an outcome of the past. It stays on show until the next screen.
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [arriving, navigate, pathname, search, hash]);
  const kind = arriving ?? (told?.pathname === pathname ? told.kind : undefined);
  if (kind === undefined) return null;
  return (
    <div ref={ref} tabIndex={-1} className={className}>
      <Alert tone="success">{LL.passwordReset.changed()}</Alert>
    </div>
  );
};
