import { describe, expect, it } from 'vitest';
import { simulation } from '../../../mocks/control';
import { createQueryClient } from '../../api';
import { loadRootTexts } from '../language';
import { landerPrefetch, landerQueryOptions } from './lander-query';

const landings = () => simulation.log().filter((entry) => entry.operationId === 'getLanding');

describe("the landers' head start", () => {
  it("asks for the campaign of the path: its slug, its niche prefix, the interface's language", async () => {
    await loadRootTexts('de');
    const queryClient = createQueryClient();
    await landerPrefetch('gallery')(
      queryClient,
      new URL('http://localhost/she/landers/gallery/summer?network=x'),
    );
    const cached = queryClient.getQueryData(landerQueryOptions('gallery', 'summer', 2, 'de').queryKey);
    expect(cached?.landing.title).toBe('Sommerflirts');
  });

  it('asks without a slug or a niche where the path has none', async () => {
    await loadRootTexts('en');
    const queryClient = createQueryClient();
    await landerPrefetch('tinderswipe')(queryClient, new URL('http://localhost/landers/tinderswipe'));
    expect(
      queryClient.getQueryData(landerQueryOptions('tinderswipe', undefined, undefined, 'en').queryKey),
    ).toBeDefined();
  });

  it('asks nothing for a slug the page will answer with its 404', async () => {
    await loadRootTexts('en');
    const asked = landings().length;
    await landerPrefetch('video')(
      createQueryClient(),
      new URL('http://localhost/landers/video/%3Cscript%3E'),
    );
    await landerPrefetch('video')(createQueryClient(), new URL('http://localhost/landers/video/Not_A_Slug'));
    expect(landings()).toHaveLength(asked);
  });
});
