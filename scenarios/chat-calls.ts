import { answerOf, idempotencyKey, type ApiClient } from './api-client';

// The chat slice as the chat list and the conversation screen call it. Scenarios about reading,
// deleting and writing go through these.

/** The requester's chat list and total of unread messages; throws when it is refused. */
export const chatList = async (client: ApiClient) => {
  const { data, response } = await client.GET('/api/chats.php');
  if (data === undefined) throw new Error(`chats answered ${String(response.status)}`);
  return data;
};

/** The requester's conversation with a member, from the chat list; throws when there is none. */
export const conversationWith = async (client: ApiClient, profileId: number) => {
  const chat = (await chatList(client)).chats.find((entry) => entry.profile.id === profileId);
  if (chat === undefined) throw new Error(`no conversation with ${String(profileId)}`);
  return chat;
};

/** One press of Send in a conversation. */
export const sendText = (client: ApiClient, conversation: number, text: string) =>
  answerOf(
    client.POST('/api/messages.php', {
      body: { conversation, text },
      params: { header: { 'Idempotency-Key': idempotencyKey('send') } },
    }),
  );

/** Opening a conversation: its latest messages. */
export const openConversation = (client: ApiClient, conversation: number) =>
  answerOf(client.GET('/api/messages.php', { params: { query: { conversation } } }));
