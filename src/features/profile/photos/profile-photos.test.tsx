import { File as NodeFile } from 'node:buffer';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetOwnProfileQueryOptions } from '../../../../generated/hooks/members/members';
import TypesafeI18n from '../../../../locales/i18n-react';
import { simulation } from '../../../../mocks/control';
import { nextId } from '../../../../mocks/db';
import { photos, type PhotoRecord } from '../../../../mocks/db/photos';
import { personaIds, type PersonaName } from '../../../../mocks/seed/personas';
import { translations } from '../../../../tests/utils/i18n';
import { loginAs } from '../../../../tests/utils/simulation';
import { createQueryClient, useCurrentUser } from '../../../api';
import { ProfilePhotos } from './profile-photos';
import { ProfilePhotosSkeleton } from './profile-photos-skeleton';

const LL = translations('en');
const t = LL.profilePhotos;

/**
 * jsdom's FormData drops a File's bytes on the way into Node's fetch (tests/utils/multipart.ts), so
 * an upload through the app would reach the simulation empty. Node's own FormData and File carry
 * them as a browser does; the app's code is unchanged. Node's FormData is the class of a form that
 * Node's Response parses.
 */
let NodeFormData: typeof FormData;
beforeAll(async () => {
  const form = await new Response('a=1', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).formData();
  NodeFormData = form.constructor as typeof FormData;
  // The simulation loads its seed on first use: compiled once up front, so no test's first wait pays for it.
  await import('../../../../mocks/seed/seed');
}, 30_000);

// jsdom has no object URLs; the preview asks for one.
beforeEach(() => {
  vi.stubGlobal('FormData', NodeFormData);
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => `blob:preview/${String(blob.size)}`),
    revokeObjectURL: vi.fn(),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const pngHead = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

/** A small PNG as the member's browser would hand it over (Node's File: see above). */
const png = (name = 'me.png'): File => {
  const bytes = new Uint8Array(64);
  bytes.set(pngHead);
  // Node's File is the web File, only typed apart from the DOM's.
  return new NodeFile([bytes], name, { type: 'image/png' }) as unknown as File;
};

const calls = (operationId: string) => simulation.log().filter((entry) => entry.operationId === operationId);

const photosOf = (persona: PersonaName) => photos.findMany((q) => q.where({ memberId: personaIds[persona] }));

/** Adds a photo to the member's stored photos, as the staff review would have left it. */
const storePhoto = async (persona: PersonaName, status: PhotoRecord['status'], daysAgo: number) => {
  const id = nextId(photos.all());
  await photos.create({
    id,
    memberId: personaIds[persona],
    filename: `${String(personaIds[persona])}/${String(id)}.jpg`,
    status,
    isMain: false,
    uploadedAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
  });
};

/** The part as /profile places it: fed by the own-profile query, skeleton until it answers. */
const OwnPhotos = () => {
  const own = useQuery(getGetOwnProfileQueryOptions());
  const { data: user } = useCurrentUser();
  if (own.data === undefined || user == null) return <ProfilePhotosSkeleton />;
  return (
    <ProfilePhotos
      profile={own.data.profile}
      photos={own.data.photos}
      photoLimit={own.data.photo_limit}
      paidUser={user.paid_user}
    />
  );
};

const renderPhotos = async (persona: PersonaName, prepare: () => Promise<void> = () => Promise.resolve()) => {
  const { user: member } = await loginAs(persona);
  await prepare();
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <TypesafeI18n locale="en">
        <OwnPhotos />
      </TypesafeI18n>
    </QueryClientProvider>,
  );
  const used = photosOf(persona).length;
  await screen.findByText(t.count({ used, limit: member.paid_user ? 25 : 3 }));
  return { user, queryClient, name: member.profile.name };
};

const tileOf = (name: string, index: number): HTMLElement => {
  const tile = screen.getByRole('img', { name: t.photoAlt({ index, name }) }).closest('li');
  if (tile === null) throw new Error(`photo ${String(index)} has no tile`);
  return tile;
};

const fileInput = (): HTMLInputElement => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('there is no file input');
  return input;
};

const browse = () => screen.queryByRole('button', { name: t.add.browse() });

describe('the photos of the own profile', () => {
  it('shows each photo with the status only its owner sees, the main photo marked', async () => {
    const { name } = await renderPhotos('free', async () => {
      await storePhoto('free', 'pending', 1);
      await storePhoto('free', 'rejected', 2);
    });
    // Main first, then newest first: the pending upload, then the rejected one.
    const main = tileOf(name, 1);
    expect(within(main).getByText(t.mainPhoto())).toBeVisible();
    expect(within(main).getByText(t.status.active())).toBeVisible();
    const pending = tileOf(name, 2);
    expect(within(pending).getByText(t.status.pending())).toBeVisible();
    expect(within(pending).getByText(t.explain.pending())).toBeVisible();
    const rejected = tileOf(name, 3);
    expect(within(rejected).getByText(t.status.rejected())).toBeVisible();
    expect(within(rejected).getByText(t.explain.rejected())).toBeVisible();
    // Only an active photo that is not main yet may become main (contract setMainPhoto).
    expect(screen.queryByRole('button', { name: t.setMain() })).not.toBeInTheDocument();
    for (const tile of [main, pending, rejected]) {
      expect(within(tile).getByRole('button', { name: t.delete() })).toBeVisible();
    }
    expect(screen.getByText(t.count({ used: 3, limit: 3 }))).toBeVisible();
  });

  it('says what to do when there are no photos yet', async () => {
    await renderPhotos('new');
    expect(screen.getByText(t.empty())).toBeVisible();
    expect(screen.getByText(t.count({ used: 0, limit: 3 }))).toBeVisible();
    expect(browse()).toBeVisible();
  });

  it('uploads as a free member up to 3, then shows the limit and the way to premium instead of Browse', async () => {
    const { user, name } = await renderPhotos('free');
    expect(browse()).toHaveAccessibleDescription(t.add.hint());

    // A slow answer shows the chosen photo and the upload under way.
    simulation.fault({ operationId: 'uploadPhoto', delayMs: 300, once: true });
    await user.upload(fileInput(), png('holiday 🌴.png'));
    expect(await screen.findByRole('progressbar', { name: t.add.uploading() })).toBeVisible();
    expect(screen.getByRole('img', { name: t.add.previewAlt() })).toHaveAttribute('src', 'blob:preview/64');
    expect(screen.getByText(t.add.chosen({ name: 'holiday 🌴.png' }))).toBeVisible();

    expect(await screen.findByText(t.count({ used: 2, limit: 3 }))).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(t.done.added());
    expect(within(tileOf(name, 2)).getByText(t.status.pending())).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.upload(fileInput(), png('second.png'));
    expect(await screen.findByText(t.count({ used: 3, limit: 3 }))).toBeVisible();
    expect(browse()).not.toBeInTheDocument();
    expect(screen.getByText(t.limit.reached({ limit: 3 }))).toBeVisible();
    expect(screen.getByText(t.limit.premium({ premiumLimit: 25 }))).toBeVisible();
    expect(screen.getByRole('link', { name: t.limit.getPremium() })).toHaveAttribute('href', '/premium');
    expect(calls('uploadPhoto')).toHaveLength(2);
    expect(photosOf('free').filter((photo) => photo.status === 'pending')).toHaveLength(2);
  });

  it('gives a premium member 25 places and no premium link', async () => {
    await renderPhotos('premium');
    expect(screen.getByText(t.count({ used: 8, limit: 25 }))).toBeVisible();
    expect(browse()).toBeVisible();
    expect(screen.queryByRole('link', { name: t.limit.getPremium() })).not.toBeInTheDocument();
  });

  it('shows a premium member at 25 the limit without the premium link', async () => {
    await renderPhotos('premium', async () => {
      for (let n = 0; n < 17; n += 1) await storePhoto('premium', 'active', 10 + n);
    });
    expect(screen.getByText(t.limit.reached({ limit: 25 }))).toBeVisible();
    expect(browse()).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t.limit.getPremium() })).not.toBeInTheDocument();
  });

  it('sets an active photo as main at once, and the member in the top bar is read again', async () => {
    const { user, name } = await renderPhotos('premium');
    const second = tileOf(name, 2);
    const chosenId = Number(second.dataset.photoId);
    const userReads = calls('getUser').length;
    await user.click(within(second).getByRole('button', { name: t.setMain() }));

    const first = tileOf(name, 1);
    expect(first.dataset.photoId).toBe(String(chosenId));
    expect(within(first).getByText(t.mainPhoto())).toBeVisible();
    expect(first).toHaveFocus();
    expect(await screen.findByText(t.done.mainSet())).toBeVisible();
    expect(screen.getAllByText(t.mainPhoto())).toHaveLength(1);
    expect(photosOf('premium').find((photo) => photo.isMain)?.id).toBe(chosenId);
    await vi.waitFor(() => {
      expect(calls('getUser').length).toBeGreaterThan(userReads);
    });
  });

  it('puts the main photo back and says why when the photo may not be main any more', async () => {
    const { user, name } = await renderPhotos('premium');
    const second = tileOf(name, 2);
    const secondId = Number(second.dataset.photoId);
    // Staff reject it while the member looks at the page.
    await photos.update((q) => q.where({ id: secondId }), { data: (p) => void (p.status = 'rejected') });
    await user.click(within(second).getByRole('button', { name: t.setMain() }));

    expect(await screen.findByText(t.failed.notAllowedMain())).toBeVisible();
    expect(within(tileOf(name, 1)).getByText(t.mainPhoto())).toBeVisible();
    expect(tileOf(name, 1).dataset.photoId).not.toBe(String(secondId));
    // Read again, the photo shows as rejected.
    const refreshed = await screen.findByText(t.status.rejected());
    expect(refreshed.closest('li')?.dataset.photoId).toBe(String(secondId));
  });

  it('deletes a photo only after the member confirms it', async () => {
    const { user, name } = await renderPhotos('premium');
    const third = tileOf(name, 3);
    const thirdId = Number(third.dataset.photoId);

    await user.click(within(third).getByRole('button', { name: t.delete() }));
    const dialog = screen.getByRole('dialog', { name: t.deleteConfirm.title() });
    expect(within(dialog).getByText(t.deleteConfirm.body())).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: t.deleteConfirm.cancel() }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('deletePhoto')).toHaveLength(0);

    await user.click(within(tileOf(name, 3)).getByRole('button', { name: t.delete() }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: t.deleteConfirm.confirm() }),
    );
    expect(await screen.findByText(t.count({ used: 7, limit: 25 }))).toHaveFocus();
    expect(document.querySelector(`[data-photo-id="${String(thirdId)}"]`)).toBeNull();
    expect(await screen.findByText(t.done.deleted())).toBeVisible();
    expect(photosOf('premium').map((photo) => photo.id)).not.toContain(thirdId);
  });

  it('says, when the main photo is to be deleted, which photo becomes main', async () => {
    const { user, name } = await renderPhotos('premium');
    await user.click(within(tileOf(name, 1)).getByRole('button', { name: t.delete() }));
    expect(within(screen.getByRole('dialog')).getByText(t.deleteConfirm.mainBody())).toBeVisible();
  });

  it('brings a photo back with the message when deleting it fails', async () => {
    const { user, name } = await renderPhotos('premium');
    simulation.fault({ operationId: 'deletePhoto', status: 500, code: 'server_error' });
    const secondId = tileOf(name, 2).dataset.photoId;
    await user.click(within(tileOf(name, 2)).getByRole('button', { name: t.delete() }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: t.deleteConfirm.confirm() }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LL.apiErrors.server_error());
    expect(alert.closest('li')?.dataset.photoId).toBe(secondId);
    expect(screen.getByText(t.count({ used: 8, limit: 25 }))).toBeVisible();
    expect(photosOf('premium')).toHaveLength(8);
  });

  it('says so when the photo to delete is already gone, and shows the photos as they are', async () => {
    const { user, name } = await renderPhotos('premium');
    const second = tileOf(name, 2);
    const secondId = Number(second.dataset.photoId);
    // Deleted in another tab meanwhile.
    photos.delete((q) => q.where({ id: secondId }));
    await user.click(within(second).getByRole('button', { name: t.delete() }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: t.deleteConfirm.confirm() }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(t.failed.gone());
    expect(await screen.findByText(t.count({ used: 7, limit: 25 }))).toBeVisible();
    expect(document.querySelector(`[data-photo-id="${String(secondId)}"]`)).toBeNull();
  });

  it('keeps a photo whose upload failed, says why, and sends it again on Try again', async () => {
    const { user, name } = await renderPhotos('free');
    simulation.fault({ operationId: 'uploadPhoto', status: 500, code: 'server_error' });
    await user.upload(fileInput(), png());

    expect(await screen.findByRole('alert')).toHaveTextContent(LL.apiErrors.server_error());
    expect(screen.getByText(t.add.chosen({ name: 'me.png' }))).toBeVisible();
    expect(screen.getByRole('img', { name: t.add.previewAlt() })).toBeVisible();
    expect(screen.getByText(t.count({ used: 1, limit: 3 }))).toBeVisible();
    expect(photosOf('free')).toHaveLength(1);

    simulation.clearFaults();
    await user.click(screen.getByRole('button', { name: t.add.retry() }));
    expect(await screen.findByText(t.count({ used: 2, limit: 3 }))).toBeVisible();
    expect(within(tileOf(name, 2)).getByText(t.status.pending())).toBeVisible();
    expect(screen.queryByText(t.add.chosen({ name: 'me.png' }))).not.toBeInTheDocument();
  });

  it("shows the server's refusal at the limit, keeping the photo", async () => {
    const { user } = await renderPhotos('free');
    simulation.fault({ operationId: 'uploadPhoto', status: 409, code: 'photo_limit', once: true });
    await user.upload(fileInput(), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(LL.apiErrors.photo_limit());
    expect(screen.getByText(t.add.chosen({ name: 'me.png' }))).toBeVisible();
    expect(calls('uploadPhoto')).toHaveLength(1);
  });

  it('refuses a file that is not a JPEG, PNG or WebP image before sending it, and one over 10 MB', async () => {
    const { user } = await renderPhotos('free');
    const fake = new NodeFile(['<script>alert(1)</script>'], 'photo.png', { type: 'image/png' });
    await user.upload(fileInput(), fake as unknown as File);
    expect(await screen.findByRole('alert')).toHaveTextContent(LL.form.unsupportedFileType());
    expect(browse()).toHaveAccessibleDescription(new RegExp(LL.form.unsupportedFileType()));
    expect(screen.queryByRole('img', { name: t.add.previewAlt() })).not.toBeInTheDocument();

    const huge = new NodeFile([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(fileInput(), huge as unknown as File);
    expect(await screen.findByText(LL.form.fileTooLarge())).toBeVisible();
    expect(calls('uploadPhoto')).toHaveLength(0);
  });
});
