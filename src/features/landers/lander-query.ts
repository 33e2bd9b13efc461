import type { QueryClient } from '@tanstack/react-query';
import { getGetLandingQueryOptions } from '../../../generated/hooks/site/site';
import type { LandingName, Locale } from '../../../generated/model';
import { nichePrefixes } from '../../domain/landing';
import { chosenLocale } from '../language';
import { isLanderSlug } from './lander-view';

/** A campaign's content in a language, for a niche (its cache key holds all of them). */
export const landerQueryOptions = (
  name: LandingName,
  slug: string | undefined,
  niche: number | undefined,
  lang: Locale,
) => ({ ...getGetLandingQueryOptions({ name, slug, niche, lang }), staleTime: 5 * 60 * 1000 });

/**
 * The route's head start (src/app/router.tsx): the campaign is asked for as soon as the design's
 * code is in, beside its texts, not once the screen renders — on a phone's connection that is a
 * round trip less before the first photo can load. The slug is the path's segment after the
 * name, the niche the path's prefix; the language the interface's, once the boot has chosen it
 * (right after the settings answer). Never rejects: the screen shows a failure itself.
 */
export const landerPrefetch =
  (name: LandingName) =>
  async (queryClient: QueryClient, url: URL): Promise<void> => {
    const parts = url.pathname.split('/').filter(Boolean);
    const at = parts.indexOf(name);
    const slug = at < 0 ? undefined : parts[at + 1];
    const niche = nichePrefixes.find(({ prefix }) => prefix === parts[0])?.niche;
    if (slug !== undefined && !isLanderSlug(slug)) return;
    const lang = await chosenLocale();
    await queryClient.query(landerQueryOptions(name, slug, niche, lang)).then(
      () => undefined,
      () => undefined,
    );
  };
