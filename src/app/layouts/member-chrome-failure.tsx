import { useI18nContext } from '../../../locales/i18n-react';
import { Alert, PlainButton } from '../../ui';
import { loadMemberChrome } from '../member-chrome-code';

/**
 * Where the member's links and menu would be when their chunk could not be fetched: the page
 * stays usable, says why in the member's language, and offers to fetch it again (it also tries by
 * itself when the connection returns).
 */
export const MemberChromeFailure = () => {
  const { LL } = useI18nContext();
  return (
    <Alert tone="danger" live="assertive">
      {LL.topBar.memberChromeFailed()}{' '}
      <PlainButton variant="outline" onClick={() => void loadMemberChrome()}>
        {LL.topBar.memberChromeRetry()}
      </PlainButton>
    </Alert>
  );
};
