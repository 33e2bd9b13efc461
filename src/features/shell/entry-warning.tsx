import { useState } from 'react';
import { useSiteSettings } from '../../api';
import { entryWarningState, type EntryWarningContext } from '../../domain/entry-warning';
import { clock } from '../../lib/clock';
import { localStore, readString, writeString } from '../../lib/storage';
import { ConsentHost } from '../consent';
import { EntryWarningDialog } from './entry-warning-dialog';
import { entryWarningSkippedKey } from './entry-warning-key';
import { EntryWarningYieldBar } from './entry-warning-yield-bar';

interface EntryWarningProps {
  layout: EntryWarningContext['layout'];
  routeName: string;
}

/**
 * Shows the site-entry warning when spec §2's rules say so; skipping it is remembered with its time.
 * On an information page it steps aside for a bar, and is back on the next screen (decision 009).
 * It also holds the consent banner, which every layout needs beside it and after it (decision 030).
 * Part of the first render, not a chunk of its own: plain markup on a native dialog is lighter than
 * the request a lazy chunk would add to a first visit (decision 013).
 */
export const EntryWarning = ({ layout, routeName }: EntryWarningProps) => {
  const settings = useSiteSettings().data?.settings;
  const [skipped, setSkipped] = useState(
    () => readString(localStore(), entryWarningSkippedKey) !== undefined,
  );
  if (settings === undefined) return null;
  const state = entryWarningState({
    enabled: settings.enable_site_entry_popup,
    layout,
    routeName,
    country: settings.geoip_country,
    skipped,
  });
  // The consent banner after the warning (decision 030): the warning is a modal that comes first,
  // and on an information page its bar has the bottom of the screen. The chat layout, a member's
  // full screen, has no room for it; the footer's cookie settings open the choice anywhere.
  const consent = <ConsentHost bannerAllowed={state === 'none' && layout !== 'chat'} />;
  if (state === 'none') return consent;
  if (state === 'yielded')
    return (
      <>
        <EntryWarningYieldBar siteName={settings.name} />
        {consent}
      </>
    );
  const skip = () => {
    writeString(localStore(), entryWarningSkippedKey, clock.now().toISOString());
    setSkipped(true);
  };
  return (
    <>
      <EntryWarningDialog siteName={settings.name} onEnter={skip} />
      {consent}
    </>
  );
};
