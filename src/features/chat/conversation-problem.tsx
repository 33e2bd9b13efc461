import { useI18nContext } from '../../../locales/i18n-react';
import { ApiError } from '../../api';
import { Alert, ButtonLink, PlainButton } from '../../ui';
import { errorMessage } from '../errors';
import styles from './conversation.module.css';

export interface ConversationProblemProps {
  error: unknown;
  onRetry: () => void;
}

/**
 * A conversation (or the member it would be with) that could not be loaded: gone (404) with the
 * way back to the messages, or the reason and a retry.
 */
export const ConversationProblem = ({ error, onRetry }: ConversationProblemProps) => {
  const { LL } = useI18nContext();
  const t = LL.chat.conversation;
  const gone = error instanceof ApiError && error.status === 404;
  return (
    <div className={styles.state}>
      <h1>{LL.routes.chat()}</h1>
      <Alert tone={gone ? 'info' : 'danger'} live="assertive">
        {gone ? t.gone() : `${t.failed()} ${errorMessage(LL, error)}`}
      </Alert>
      {gone ? (
        <ButtonLink href="/chats">{t.toMessages()}</ButtonLink>
      ) : (
        <PlainButton onClick={onRetry}>{LL.chat.list.retry()}</PlainButton>
      )}
    </div>
  );
};
