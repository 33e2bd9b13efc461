import { useParams } from 'react-router-dom';
import { useCurrentUser, useSiteSettings } from '../../api';
import { ErrorPage } from '../errors';
import { PageLoading } from '../../ui';
import { Conversation } from './conversation';

/** A conversation id as the address gives it: a whole number from 1, nothing else. */
export const conversationIdOf = (value: string | undefined): number | undefined =>
  value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;

/** /chats/{id} (spec §2 chats-id): the conversation, full screen in the chat layout. */
const ConversationPage = () => {
  const id = conversationIdOf(useParams().id);
  const settings = useSiteSettings().data?.settings;
  const user = useCurrentUser().data ?? undefined;
  if (id === undefined) return <ErrorPage status={404} />;
  if (settings === undefined || user === undefined) return <PageLoading />;
  // Keyed: another conversation is another screen (its draft, its pending messages).
  return <Conversation key={id} conversation={id} settings={settings} user={user} />;
};

export default ConversationPage;
