import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, simulationClient } from '../../../tests/utils/simulation';

const LL = translations('en');

beforeAll(async () => {
  await Promise.all([
    import('../../features/chat/chats-page'),
    import('../../features/chat/conversation-page'),
    import('../../features/members/members-page'),
    import('../../features/members/member-page'),
  ]);
}, 30_000);

describe('where the keyboard starts on a screen reached by a link', () => {
  it(
    'a conversation opened from the list, in the layout of its own, has the focus on its heading',
    { timeout: 30_000 },
    async () => {
      await loginAs('premium');
      const { data } = await simulationClient().GET('/api/chats.php');
      const chat = data?.chats[0];
      if (chat === undefined) throw new Error('the premium persona has no conversation');
      const { user } = await renderApp({ path: '/chats' });
      await user.click(await screen.findByRole('link', { name: new RegExp(chat.profile.name) }));
      await waitFor(() => {
        expect(screen.getByRole('heading', { level: 1, name: chat.profile.name })).toHaveFocus();
      });
    },
  );

  it(
    'a profile, whose heading comes with its data, has the focus on the heading once it is there',
    { timeout: 30_000 },
    async () => {
      await loginAs('free');
      const { data } = await simulationClient().GET('/api/search.php', {
        params: { query: { gender: 'female', page: 1, per_page: 24 } },
      });
      const card = data?.profiles[0];
      if (card === undefined) throw new Error('the search finds no woman');
      const { user } = await renderApp({ path: '/members?gender=female' });
      await user.click(await screen.findByRole('link', { name: new RegExp(`^Photo of ${card.name}`) }));
      // The profile's code and data come after the click: more than the default second on a busy machine.
      const heading = await screen.findByRole(
        'heading',
        // The name may be followed by the online dot's label.
        { level: 1, name: new RegExp(`^${LL.memberView.nameAndAge({ name: card.name, age: card.age })}`) },
        { timeout: 10_000 },
      );
      await waitFor(() => {
        expect(heading).toHaveFocus();
      });
    },
  );
});
