import type { ApiClient } from './api-client';
import { answerOf } from './api-client';

/** A subscription as a browser's push service would hand it out (the endpoint is never called). */
export const stubSubscription = (label: string) => ({
  endpoint: `https://push.sim.test/send/${label}`,
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

/** Spec §7 POST /api/user.php?push=1: the app saves this browser's subscription. */
export const savePushSubscription = (client: ApiClient, label: string) =>
  answerOf(
    client.POST('/api/user.php', {
      params: { query: { push: 1 } },
      body: { subscription: stubSubscription(label) },
    }),
  );

export const currentUser = async (client: ApiClient) => {
  const { data } = await client.GET('/api/user.php');
  if (data === undefined) throw new Error('nobody is logged in');
  return data.user;
};

/** The member's chat list entry with that conversation. */
export const chatIn = async (client: ApiClient, conversationId: number) => {
  const { data } = await client.GET('/api/chats.php');
  return data?.chats.find((chat) => chat.conversation.id === conversationId);
};
