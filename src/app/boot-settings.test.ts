import { afterEach, describe, expect, it } from 'vitest';
import { configureSite } from '../../mocks/db/site-settings';
import { server } from '../../mocks/node';
import { createQueryClient } from '../api';
import { boot } from './boot';

const requested: URL[] = [];
const record = ({ request }: { request: Request }) => {
  requested.push(new URL(request.url));
};

afterEach(() => {
  server.events.removeListener('request:start', record);
  requested.length = 0;
  window.history.replaceState({}, '', '/');
  document.documentElement.lang = '';
});

describe('boot', () => {
  it('asks for the settings with the route query and the host as forced domain (spec §7)', async () => {
    server.events.on('request:start', record);
    window.history.replaceState({}, '', '/landers/video?network=adnet&ref=spring');
    await boot(createQueryClient());
    const settings = requested.find((url) => url.pathname === '/api/settings.php');
    expect(settings?.searchParams.get('forced_domain')).toBe(window.location.hostname);
    expect(settings?.searchParams.get('network')).toBe('adnet');
    expect(settings?.searchParams.get('ref')).toBe('spring');
  });

  it('picks the language from domain_language without a locale cookie', async () => {
    configureSite({ domain_language: 'de_DE' });
    expect(await boot(createQueryClient())).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('keeps the locale cookie over domain_language', async () => {
    configureSite({ domain_language: 'de_DE' });
    document.cookie = 'locale=fi; path=/';
    expect(await boot(createQueryClient())).toBe('fi');
  });
});
