import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useGetChats } from '../../../generated/hooks/chat/chat';
import { useCurrentUser, useSiteSettings } from '../../api';
import { PageLoading } from '../../ui';
import { ErrorPage } from '../errors';
import { conversationIdOf } from './conversation-page';
import { NewConversation } from './new-conversation';

/**
 * /members/{id}/chat (spec §2 members-id-chat), where the profile's Message and Gift buttons and
 * the new-like modal lead. With a conversation already there (the chat list says so), the member
 * goes on to it at its own address; otherwise the screen is a conversation not started yet, which
 * starts with its first message (opening it changes nothing on the server).
 */
const MemberChatPage = () => {
  const profileId = conversationIdOf(useParams().id);
  const { search } = useLocation();
  const settings = useSiteSettings().data?.settings;
  const user = useCurrentUser().data ?? undefined;
  const chats = useGetChats({ query: { staleTime: Infinity } });
  if (profileId === undefined) return <ErrorPage status={404} />;
  if (settings === undefined || user === undefined || chats.isPending) return <PageLoading />;
  const existing = chats.data?.chats.find((chat) => chat.profile.id === profileId);
  if (existing !== undefined) {
    return <Navigate replace to={`/chats/${String(existing.conversation.id)}${search}`} />;
  }
  return <NewConversation key={profileId} profileId={profileId} settings={settings} user={user} />;
};

export default MemberChatPage;
