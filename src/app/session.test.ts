import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getChats, getGetChatsQueryKey } from '../../generated/hooks/chat/chat';
import { getGetUserQueryKey } from '../../generated/hooks/account/account';
import { getGetSettingsQueryKey } from '../../generated/hooks/site/site';
import { server } from '../../mocks/node';
import { configureHttp, createQueryClient, httpConfig } from '../api';
import { wireSessionEnd } from './session';

const defaults = { ...httpConfig };
afterEach(() => {
  configureHttp(defaults);
});

describe('session end', () => {
  it('drops the member data, keeps the site settings and makes the member a visitor, when a call says authentication_required', async () => {
    const queryClient = createQueryClient();
    wireSessionEnd(queryClient);
    queryClient.setQueryData(getGetUserQueryKey(), { user: { id: 1 } });
    queryClient.setQueryData(getGetChatsQueryKey(), { chats: [], num_unread: 0 });
    queryClient.setQueryData(getGetSettingsQueryKey(), { settings: { name: 'Flirtpoint' } });
    server.use(
      http.get('*/api/chats.php', () =>
        HttpResponse.json({ error: { code: 'authentication_required', message: 'x' } }, { status: 403 }),
      ),
    );

    await expect(getChats()).rejects.toMatchObject({ code: 'authentication_required' });

    expect(queryClient.getQueryData(getGetUserQueryKey())).toBeNull();
    expect(queryClient.getQueryData(getGetChatsQueryKey())).toBeUndefined();
    expect(queryClient.getQueryData(getGetSettingsQueryKey())).toEqual({ settings: { name: 'Flirtpoint' } });
  });
});
