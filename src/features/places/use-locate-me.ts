import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getReverseGeocodeQueryOptions } from '../../../generated/hooks/site/site';
import type { Geocode } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { isApiError } from '../../api';
import { errorMessage } from '../errors';
import { geolocationMaxAgeMs } from './geolocation';
import { positionForPress } from './geolocation-cache';
import { permissionAfter, useGeolocationPermission } from './geolocation-permission';

/** Why the fields were not filled in; `denied` and `unsupported` are also the permission's state. */
export type LocateProblem = 'denied' | 'unsupported' | 'unavailable' | 'not_served' | 'failed';

export type LocateOutcome =
  | { kind: 'found'; geocode: Geocode; lat: number; lon: number }
  /** The member fills the fields in by hand; `message` says why, in their language. */
  | { kind: 'problem'; problem: LocateProblem; message: string };

/**
 * "Use my location": the browser's position (or the one it gave within the hour), then the place
 * there (GET geocode.php, kept for the same hour). Every way this can fail ends in a message; the
 * manual fields always stay usable. `permission` is what the page knows of the browser's answer.
 */
export const useLocateMe = (countries: readonly string[]) => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const [isLocating, setLocating] = useState(false);
  const [permission, setPermission] = useGeolocationPermission();

  const findPlace = async (lat: number, lon: number): Promise<LocateOutcome> => {
    try {
      const { geocode } = await queryClient.query(
        getReverseGeocodeQueryOptions({ lat, lon }, { query: { staleTime: geolocationMaxAgeMs } }),
      );
      if (!countries.includes(geocode.country))
        return { kind: 'problem', problem: 'not_served', message: LL.signupLocation.notServed() };
      return { kind: 'found', geocode, lat, lon };
    } catch (error) {
      // No place at the position (at sea, say) is the same to the member as no position at all.
      if (isApiError(error, 'not_found'))
        return { kind: 'problem', problem: 'unavailable', message: LL.signupLocation.unavailable() };
      return { kind: 'problem', problem: 'failed', message: errorMessage(LL, error) };
    }
  };

  const locate = async (): Promise<LocateOutcome> => {
    setLocating(true);
    try {
      const position = await positionForPress({ fresh: permission === 'denied' });
      setPermission((current) => permissionAfter(current, position.kind));
      switch (position.kind) {
        case 'position':
          return await findPlace(position.lat, position.lon);
        case 'denied':
          return { kind: 'problem', problem: 'denied', message: LL.signupLocation.denied() };
        case 'unsupported':
          return { kind: 'problem', problem: 'unsupported', message: LL.signupLocation.unsupported() };
        case 'unavailable':
          return { kind: 'problem', problem: 'unavailable', message: LL.signupLocation.unavailable() };
      }
    } finally {
      setLocating(false);
    }
  };

  return { locate, isLocating, permission };
};
