import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { simulation } from '../../../mocks/control';
import { giveTheHistoryAPhoneHeight } from '../../../tests/utils/chat-screen';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, simulationClient } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.chat;
const conversationOfFreeAndPremium = 1;

/**
 * jsdom's FormData drops a File's bytes on the way into Node's fetch (tests/utils/multipart.ts):
 * Node's FormData and File carry them as a browser does (as in profile-photos.test.tsx).
 */
let NodeFormData: typeof FormData;
beforeAll(async () => {
  const form = await new Response('a=1', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).formData();
  NodeFormData = form.constructor as typeof FormData;
  await Promise.all([import('./conversation-page'), import('../../../mocks/seed/seed')]);
}, 30_000);

beforeEach(() => {
  vi.stubGlobal('FormData', NodeFormData);
  // jsdom has no object URLs; the preview asks for one.
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => `blob:preview/${String(blob.size)}`),
    revokeObjectURL: vi.fn(),
  });
  giveTheHistoryAPhoneHeight();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const jpeg = (name = 'beach.jpg'): File => {
  const bytes = new Uint8Array(64);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new NodeFile([bytes], name, { type: 'image/jpeg' }) as unknown as File;
};

const fileInput = (): HTMLInputElement => {
  const input = document.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
};

const calls = (operationId: string) => simulation.log().filter((entry) => entry.operationId === operationId);

const credits = async () => (await simulationClient().GET('/api/user.php')).data?.user.credits ?? -1;

describe('photo messages', () => {
  it('shows a chosen photo with its price, and sends it on the member’s word for its credits', async () => {
    await loginAs('premium');
    const before = await credits();
    const { data: pricing } = await simulationClient().GET('/api/pricing.php');
    const price = pricing?.photo_credits ?? -1;
    const { user } = await renderApp({ path: `/chats/${String(conversationOfFreeAndPremium)}` });
    await screen.findByRole('button', { name: t.composer.attachPhoto() });
    await user.upload(fileInput(), jpeg());
    expect(await screen.findByRole('img', { name: t.composer.photoChosen() })).toBeVisible();
    expect(screen.getByText(t.composer.photoCosts({ credits: price }))).toBeVisible();
    expect(calls('sendPhotoMessage')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: t.composer.sendPhoto() }));
    const history = screen.getByRole('region', { name: t.conversation.history({ name: 'free' }) });
    expect(await within(history).findByRole('img', { name: t.conversation.ownPhotoAlt() })).toBeVisible();
    await waitFor(() => {
      expect(screen.queryByRole('img', { name: t.composer.photoChosen() })).not.toBeInTheDocument();
    });
    expect(calls('sendPhotoMessage').map((entry) => entry.status)).toEqual([201]);
    expect(await credits()).toBe(before - price);
  });

  it('tells a free member photos are for premium members, with the way there, and opens no chooser', async () => {
    await loginAs('free');
    const { user } = await renderApp({ path: `/chats/${String(conversationOfFreeAndPremium)}` });
    await user.click(await screen.findByRole('button', { name: t.composer.attachPhoto() }));
    expect(await screen.findByText(t.limits.premiumOnly())).toBeVisible();
    expect(screen.getByRole('link', { name: t.limits.goPremium() })).toHaveAttribute('href', '/premium');
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('names a file that is not a photo at once, sending nothing', async () => {
    await loginAs('premium');
    const { user } = await renderApp({ path: `/chats/${String(conversationOfFreeAndPremium)}` });
    await screen.findByRole('button', { name: t.composer.attachPhoto() });
    const fake = new NodeFile(['<script>alert(1)</script>'], 'photo.jpg', { type: 'image/jpeg' });
    await user.upload(fileInput(), fake as unknown as File);
    expect(await screen.findByText(LL.form.unsupportedFileType())).toBeVisible();
    expect(calls('sendPhotoMessage')).toHaveLength(0);
  });
});
