import type { DataExport } from '../../generated/model';
import { clock } from '../../src/lib/clock';
import { siteSettings } from '../db/site-settings';
import {
  blocksOf,
  conversationsOf,
  likesOf,
  notificationSettingsOf,
  photosOf,
  reportsOf,
  trackingOf,
  transactionsOf,
} from './data-export-parts';
import { handleMember } from './support/operation';
import { userOf } from './support/serialize';

/** The file name the site gives the export: its domain and the day (UTC) it was made. */
export const exportFileName = (domain: string, at: Date): string =>
  `my-data-${domain}-${at.toISOString().slice(0, 10)}.json`;

export const dataExportHandlers = [
  /** GDPR art. 15 and 20 (decision 027): everything held about the logged-in member, and only that. */
  handleMember('exportMyData', ({ member, reply }) => {
    const now = clock.now();
    const body: DataExport = {
      exported_at: now.toISOString(),
      member: userOf(member),
      signup_tracking: trackingOf(member),
      photos: photosOf(member),
      conversations: conversationsOf(member),
      likes: likesOf(member),
      blocked_members: blocksOf(member),
      reports: reportsOf(member),
      transactions: transactionsOf(member),
      notification_settings: notificationSettingsOf(member),
    };
    return reply(200, body, {
      headers: {
        'Content-Disposition': `attachment; filename="${exportFileName(siteSettings().domain, now)}"`,
      },
    });
  }),
];
