import type { QueryClient } from '@tanstack/react-query';
import { postUser } from '../../../generated/hooks/account/account';
import type { User } from '../../../generated/model';
import { currentUserQueryOptions } from '../../api';
import { requestPushSubscription, type PushRequestResult } from './push-subscription';

export const pushStateKey = ['browser', 'push-state'] as const;

/** How a press of "Turn on" ended: the browser's answers, or the site's refusal to save. */
export type TurnOnResult =
  | { kind: 'on' }
  | { kind: Exclude<PushRequestResult['kind'], 'subscription'> }
  | { kind: 'notSaved'; error: unknown };

/** The session's user and the browser's push state after the subscription changed. */
export const notePushSubscribed = (queryClient: QueryClient, subscribed: boolean): void => {
  queryClient.setQueryData<User | null>(currentUserQueryOptions().queryKey, (user) =>
    user === undefined || user === null ? user : { ...user, push_subscribed: subscribed },
  );
  void queryClient.invalidateQueries({ queryKey: pushStateKey });
};

/**
 * Spec §4 Push, §7 POST /api/user.php?push=1: asks the browser, subscribes through the push worker
 * and saves the subscription with the site. Saving is a replace of one flag, so the HTTP policy
 * may retry it; asking the browser happens once per press (the callers keep a second press out).
 */
export const turnPushOn = async (queryClient: QueryClient, publicKey: string): Promise<TurnOnResult> => {
  const result = await requestPushSubscription(publicKey);
  if (result.kind !== 'subscription') return { kind: result.kind };
  try {
    await postUser({ subscription: result.subscription }, { push: 1 });
  } catch (error) {
    return { kind: 'notSaved', error };
  }
  notePushSubscribed(queryClient, true);
  return { kind: 'on' };
};
