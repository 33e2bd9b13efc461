import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getReverseGeocodeQueryOptions } from '../../../../generated/hooks/site/site';
import type { Geocode } from '../../../../generated/model';
import { useI18nContext } from '../../../../locales/i18n-react';
import { isApiError } from '../../../api';
import { errorMessage } from '../../errors';
import { currentPosition, geolocationMaxAgeMs } from './location-geolocation';

export type LocateOutcome =
  | { kind: 'found'; geocode: Geocode; lat: number; lon: number }
  /** Why the fields were not filled in; the member fills them in by hand. */
  | { kind: 'problem'; message: string };

/**
 * "Use my location": the browser's position, then the place there (GET geocode.php), kept for an
 * hour. Every way this can fail ends in a message; the manual fields always stay usable.
 */
export const useLocateMe = (countries: readonly string[]) => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const [isLocating, setLocating] = useState(false);

  const findPlace = async (lat: number, lon: number): Promise<LocateOutcome> => {
    try {
      const { geocode } = await queryClient.query(
        getReverseGeocodeQueryOptions({ lat, lon }, { query: { staleTime: geolocationMaxAgeMs } }),
      );
      if (!countries.includes(geocode.country))
        return { kind: 'problem', message: LL.signupLocation.notServed() };
      return { kind: 'found', geocode, lat, lon };
    } catch (error) {
      // No place at the position (at sea, say) is the same to the member as no position at all.
      if (isApiError(error, 'not_found'))
        return { kind: 'problem', message: LL.signupLocation.unavailable() };
      return { kind: 'problem', message: errorMessage(LL, error) };
    }
  };

  const locate = async (): Promise<LocateOutcome> => {
    setLocating(true);
    try {
      const position = await currentPosition();
      switch (position.kind) {
        case 'position':
          return await findPlace(position.lat, position.lon);
        case 'denied':
          return { kind: 'problem', message: LL.signupLocation.denied() };
        case 'unsupported':
          return { kind: 'problem', message: LL.signupLocation.unsupported() };
        case 'unavailable':
          return { kind: 'problem', message: LL.signupLocation.unavailable() };
      }
    } finally {
      setLocating(false);
    }
  };

  return { locate, isLocating };
};
