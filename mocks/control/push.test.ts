import { describe, expect, it } from 'vitest';
import { members } from '../db/members';
import { messages, notifications, notificationSettings } from '../db/social';
import { personaIds } from '../seed/personas';
import { ControlRequestError, reportMailProblem, sendPush } from './push';

const origin = 'http://localhost:5200';

const subscribe = (id: number) =>
  members.update((q) => q.where({ id }), { data: (m) => void (m.pushSubscribed = true) });

describe('the simulation’s push (decision 029)', () => {
  it('stores the message and answers no push while the member has no subscription', async () => {
    const delivery = await sendPush({ to: 'free@sim.test', text: 'Hi there' }, origin);
    expect(delivery).toMatchObject({ delivered: false, reason: 'not_subscribed' });
    expect(messages.all().at(-1)).toMatchObject({
      text: 'Hi there',
      conversationId: delivery.conversationId,
    });
  });

  it('writes from the latest conversation partner by default, with a push naming the conversation', async () => {
    await subscribe(personaIds.free);
    const delivery = await sendPush({ to: 'free@sim.test' }, origin);
    if (!delivery.delivered) throw new Error(delivery.reason);
    // The seed's only conversation of free is with premium.
    expect(delivery.payload).toEqual({
      title: 'premium',
      body: 'Hi free, are you there?',
      checkUrl: `${origin}/chats`,
      openUrl: `${origin}/chats/${String(delivery.conversationId)}`,
    });
    expect(notifications.all().at(-1)).toMatchObject({
      memberId: personaIds.free,
      type: 'new_messages',
      profileId: personaIds.premium,
    });
  });

  it('starts a conversation with a profile for a member who has none, and honours the push preferences', async () => {
    await subscribe(personaIds.new);
    await notificationSettings.update((q) => q.where({ memberId: personaIds.new }), {
      data: (s) => void (s.push = { ...s.push, new_conversations: false }),
    });
    const delivery = await sendPush({ to: 'new@sim.test' }, origin);
    expect(delivery).toMatchObject({ delivered: false, reason: 'preference_off' });
    expect(notifications.all().at(-1)).toMatchObject({ memberId: personaIds.new, type: 'new_conversations' });
  });

  it('refuses an unknown member or sender, and records mail problems once each', async () => {
    await expect(sendPush({ to: 'nobody@sim.test' }, origin)).rejects.toBeInstanceOf(ControlRequestError);
    await expect(sendPush({ to: 'free@sim.test', from: personaIds.free }, origin)).rejects.toBeInstanceOf(
      ControlRequestError,
    );
    await reportMailProblem('free@sim.test', 'fbl');
    await reportMailProblem('free@sim.test', 'fbl');
    expect(members.findFirst((q) => q.where({ id: personaIds.free }))?.notificationsDisabled).toEqual([
      'fbl',
    ]);
    await expect(reportMailProblem('nobody@sim.test', 'bounce')).rejects.toBeInstanceOf(ControlRequestError);
  });
});
