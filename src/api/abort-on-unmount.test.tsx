import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useGetSettings } from '../../generated/hooks/site/site';
import { server } from '../../mocks/node';
import { createQueryClient } from './query-client';

const SettingsName = () => {
  const settings = useGetSettings();
  return <p>{settings.data?.settings.name ?? '…'}</p>;
};

describe('requests of a screen that goes away', () => {
  it('are aborted when the component using them unmounts', async () => {
    const requests: Request[] = [];
    server.use(
      http.get('*/api/settings.php', async ({ request }) => {
        requests.push(request);
        // Answer only once the app gives up on the request.
        await new Promise((resolve) => {
          request.signal.addEventListener('abort', resolve);
        });
        return HttpResponse.json({ error: { code: 'server_error', message: 'late' } }, { status: 500 });
      }),
    );
    const view = render(
      <QueryClientProvider client={createQueryClient()}>
        <SettingsName />
      </QueryClientProvider>,
    );
    await waitFor(() => {
      expect(requests).toHaveLength(1);
    });
    view.unmount();
    await waitFor(() => {
      expect(requests[0]!.signal.aborted).toBe(true);
    });
  });
});
