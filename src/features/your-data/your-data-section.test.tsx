import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataExport } from '../../../generated/model';
import TypesafeI18n from '../../../locales/i18n-react';
import { simulation } from '../../../mocks/control';
import { requestLog } from '../../../mocks/control/request-log';
import { siteSettings } from '../../../mocks/db/site-settings';
import { translations } from '../../../tests/utils/i18n';
import { loginAs } from '../../../tests/utils/simulation';
import { createQueryClient } from '../../api';
import { YourDataSection } from './your-data-section';

const LL = translations('en');
const t = LL.yourData;

interface Saved {
  blob: Blob;
  url: string;
  name: string;
}

/**
 * jsdom has no object URLs and would try to navigate on the link's click: both are stood in for,
 * and each file the section saves is kept with the name its link gave it.
 */
const stubDownloads = () => {
  const blobs = new Map<string, Blob>();
  const saved: Saved[] = [];
  const revoked: string[] = [];
  let next = 0;
  const createObjectURL = vi.fn((blob: Blob) => {
    next += 1;
    const url = `blob:sim/${String(next)}`;
    blobs.set(url, blob);
    return url;
  });
  const revokeObjectURL = vi.fn((url: string) => {
    revoked.push(url);
  });
  // jsdom's URL lacks both functions: set here, put back as they were after each test.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob !== undefined && this.isConnected) saved.push({ blob, url: this.href, name: this.download });
  });
  return { saved, revoked };
};

const renderSection = () => {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(<YourDataSection />, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <TypesafeI18n locale="en">{children}</TypesafeI18n>
      </QueryClientProvider>
    ),
  });
  const section = screen.getByRole('region', { name: t.heading() });
  const button = within(section).getByRole('button', { name: t.download() });
  return { ...view, user, section, button };
};

const exportRequests = () => requestLog().filter((entry) => entry.operationId === 'exportMyData');

let downloads: ReturnType<typeof stubDownloads>;

beforeEach(() => {
  downloads = stubDownloads();
});

const ownUrlFunctions = {
  createObjectURL: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
  revokeObjectURL: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
};

afterEach(() => {
  for (const [name, descriptor] of Object.entries(ownUrlFunctions)) {
    if (descriptor === undefined) Reflect.deleteProperty(URL, name);
    else Object.defineProperty(URL, name, descriptor);
  }
});

describe('your data (GDPR art. 15 and 20)', () => {
  it('says what the file holds and saves the member’s data under the site’s name and the day', async () => {
    await loginAs('premium');
    const { user, section, button } = renderSection();
    expect(button).toHaveAccessibleDescription(t.explanation());

    await user.click(button);
    expect(await within(section).findByText(t.downloading(), {}, { timeout: 10_000 })).toBeVisible();

    expect(downloads.saved).toHaveLength(1);
    const [file] = downloads.saved;
    if (file === undefined) throw new Error('no file saved');
    const data = JSON.parse(await file.blob.text()) as DataExport;
    expect(file.blob.type).toBe('application/json');
    expect(data.member.email).toBe('premium@sim.test');
    expect(data.conversations.some((c) => c.messages.some((m) => m.kind === 'text'))).toBe(true);
    expect(file.name).toBe(`my-data-${siteSettings().domain}-${data.exported_at.slice(0, 10)}.json`);
    // The temporary link is gone; its URL is freed with the next file or when the section goes.
    expect(section.ownerDocument.querySelector('a[download]')).toBeNull();
    expect(button).toBeEnabled();
  }, 20_000);

  it('frees the file’s URL when the section goes away', async () => {
    await loginAs('new');
    const { user, section, button, unmount } = renderSection();
    await user.click(button);
    await within(section).findByText(t.downloading(), {}, { timeout: 10_000 });
    expect(downloads.revoked).toEqual([]);
    unmount();
    expect(downloads.revoked).toEqual([downloads.saved[0]?.url]);
  }, 20_000);

  it('starts one download for a double press while the file is prepared', async () => {
    await loginAs('free');
    simulation.fault({ operationId: 'exportMyData', delayMs: 300 });
    const { user, section, button } = renderSection();
    await user.dblClick(button);
    await within(section).findByText(t.downloading(), {}, { timeout: 10_000 });
    expect(downloads.saved).toHaveLength(1);
    expect(exportRequests()).toHaveLength(1);
  }, 20_000);

  it('is busy while the file is prepared, and cannot be pressed then', async () => {
    await loginAs('free');
    simulation.fault({ operationId: 'exportMyData', delayMs: 300, once: true });
    const { user, section, button } = renderSection();
    await user.click(button);
    expect(await within(section).findByText(t.preparing())).toBeVisible();
    expect(button).toBeDisabled();
    await within(section).findByText(t.downloading(), {}, { timeout: 10_000 });
    expect(button).toBeEnabled();
  }, 20_000);

  it('says why it failed, saves nothing, and downloads on trying again', async () => {
    await loginAs('free');
    simulation.fault({ operationId: 'exportMyData', status: 500, code: 'server_error' });
    const { user, section } = renderSection();
    await user.click(within(section).getByRole('button', { name: t.download() }));
    const alert = await within(section).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(t.failed());
    expect(alert).toHaveTextContent(LL.apiErrors.server_error());
    expect(downloads.saved).toEqual([]);

    simulation.clearFaults();
    await user.click(within(section).getByRole('button', { name: t.retry() }));
    expect(await within(section).findByText(t.downloading(), {}, { timeout: 10_000 })).toBeVisible();
    expect(downloads.saved).toHaveLength(1);
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    // The retry button went with the failure; the keyboard goes on from the heading.
    await waitFor(() => {
      expect(within(section).getByRole('heading', { name: t.heading() })).toHaveFocus();
    });
  }, 20_000);

  it('is in the member’s language', async () => {
    await loginAs('free');
    const de = translations('de');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TypesafeI18n locale="de">
          <YourDataSection />
        </TypesafeI18n>
      </QueryClientProvider>,
    );
    const section = screen.getByRole('region', { name: de.yourData.heading() });
    expect(within(section).getByRole('button', { name: de.yourData.download() })).toBeVisible();
  });
});
