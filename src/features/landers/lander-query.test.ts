import { afterEach, describe, expect, it } from 'vitest';
import { simulation } from '../../../mocks/control';
import { createQueryClient } from '../../api';
import { landerPrefetch, landerQueryOptions } from './lander-query';

const landings = () => simulation.log().filter((entry) => entry.operationId === 'getLanding');

afterEach(() => {
  document.documentElement.lang = '';
});

describe("the landers' head start", () => {
  it("asks for the campaign of the path: its slug, its niche prefix, the document's language", async () => {
    document.documentElement.lang = 'de';
    const queryClient = createQueryClient();
    await landerPrefetch('gallery')(
      queryClient,
      new URL('http://localhost/she/landers/gallery/summer?network=x'),
    );
    const cached = queryClient.getQueryData(landerQueryOptions('gallery', 'summer', 2, 'de').queryKey);
    expect(cached?.landing.title).toBe('Sommerflirts');
  });

  it('asks without a slug or a niche where the path has none', async () => {
    document.documentElement.lang = 'en';
    const queryClient = createQueryClient();
    await landerPrefetch('tinderswipe')(queryClient, new URL('http://localhost/landers/tinderswipe'));
    expect(
      queryClient.getQueryData(landerQueryOptions('tinderswipe', undefined, undefined, 'en').queryKey),
    ).toBeDefined();
  });

  it('asks nothing for a slug the page will answer with its 404, or before the language is known', async () => {
    const asked = landings().length;
    document.documentElement.lang = 'en';
    await landerPrefetch('video')(
      createQueryClient(),
      new URL('http://localhost/landers/video/%3Cscript%3E'),
    );
    document.documentElement.lang = '';
    await landerPrefetch('video')(createQueryClient(), new URL('http://localhost/landers/video/summer'));
    expect(landings()).toHaveLength(asked);
  });
});
