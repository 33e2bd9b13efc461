import { LocateFixed, MapPin, MapPinCheck, MapPinOff, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { Alert, Button, type AlertTone } from '../../ui';
import type { GeolocationPermission } from './geolocation-permission';
import styles from './locate-me.module.css';
import { useLocateMe, type LocateOutcome } from './use-locate-me';

export type LocateFound = Extract<LocateOutcome, { kind: 'found' }>;

export interface LocateMeProps {
  /** The site's countries: a place outside them is not filled in. */
  countries: readonly string[];
  /** The place at the member's position, for the fields. */
  onFound: (found: LocateFound) => void;
  /**
   * Given, the permission's state (spec §4) is said at all times, from before the first press;
   * a refusal or a browser without geolocation is then said there and not again below it.
   */
  describePermission?: (permission: GeolocationPermission) => string;
}

const permissionIcons: Record<GeolocationPermission, LucideIcon> = {
  unsupported: MapPinOff,
  unknown: MapPin,
  granted: MapPinCheck,
  denied: MapPinOff,
};

/** "Use my location", what came of it, and (where asked for) what the browser allows. */
export const LocateMe = ({ countries, onFound, describePermission }: LocateMeProps) => {
  const { LL } = useI18nContext();
  const { locate, isLocating, permission } = useLocateMe(countries);
  const [message, setMessage] = useState<{ tone: AlertTone; text: string }>();
  const saysPermission = describePermission !== undefined;
  const PermissionIcon = permissionIcons[permission];

  const show = (outcome: LocateOutcome) => {
    if (outcome.kind === 'found') {
      onFound(outcome);
      setMessage({ tone: 'success', text: LL.signupLocation.located() });
      return;
    }
    const toldAbove = outcome.problem === 'denied' || outcome.problem === 'unsupported';
    if (!(saysPermission && toldAbove)) setMessage({ tone: 'warning', text: outcome.message });
  };

  return (
    <div className={styles.locate}>
      {saysPermission && (
        <p role="status" className={styles.permission}>
          <PermissionIcon aria-hidden="true" size={20} className={styles.icon} />
          <span>{describePermission(permission)}</span>
        </p>
      )}
      {/* Where the browser has no geolocation, a button could only say so again. */}
      {!(saysPermission && permission === 'unsupported') && (
        <Button
          variant="outline"
          onPress={() => {
            if (isLocating) return;
            setMessage(undefined);
            void locate().then(show);
          }}
        >
          <LocateFixed aria-hidden="true" size={20} />
          {LL.signupLocation.useMyLocation()}
        </Button>
      )}
      {/* Always there, so screen readers announce each text put into it. */}
      <span role="status" className={styles.pending}>
        {isLocating ? LL.signupLocation.locating() : ''}
      </span>
      {message !== undefined && <Alert tone={message.tone}>{message.text}</Alert>}
    </div>
  );
};
