import { vi } from 'vitest';
import { simulationClient } from './simulation';

/**
 * jsdom lays nothing out: the conversation's history (the focusable region) gets a phone's height,
 * so its virtual list has room to render rows (each of which measures 0 px high here, so all the
 * loaded ones render). Call in `beforeEach`; `vi.restoreAllMocks()` undoes it.
 */
export const giveTheHistoryAPhoneHeight = (): void => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'region' && this.tabIndex === 0 ? 640 : 0;
  });
};

/** A member the logged-in member finds in the search and has no conversation with. */
export const someoneNotWrittenTo = async () => {
  const { data: found } = await simulationClient().GET('/api/search.php', {
    params: { query: { page: 1, per_page: 24 } },
  });
  const { data: chats } = await simulationClient().GET('/api/chats.php');
  const talkedTo = new Set(chats?.chats.map((chat) => chat.profile.id));
  const someone = found?.profiles.find((card) => card.id > 100 && !talkedTo.has(card.id));
  if (someone === undefined) throw new Error('the member talks to everyone on the first page');
  return someone;
};
