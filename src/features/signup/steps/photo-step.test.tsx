import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { simulation } from '../../../../mocks/control';
import { translations } from '../../../../tests/utils/i18n';
import { renderApp } from '../../../../tests/utils/render-app';
import { loginAs } from '../../../../tests/utils/simulation';
import { maxPhotoBytes } from '../../../domain/photo-rules';
import { signupProgress } from '../signup-progress';

const LL = translations('en');

// The page is a lazy chunk: compile it once up front, so no test's first wait pays for that.
beforeAll(async () => {
  await import('../complete-signup-page');
}, 30_000);

const pngHead = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

const png = (name = 'me.png', size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(pngHead);
  return new File([bytes], name, { type: 'image/png' });
};

const uploads = () => simulation.log().filter((entry) => entry.operationId === 'uploadPhoto');

const fileInput = (): HTMLInputElement => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('the photo step has no file input');
  return input;
};

const openPhotoStep = async () => {
  await loginAs('new');
  signupProgress.update({ step: 1 });
  const view = await renderApp({ path: '/complete-signup' });
  await screen.findByRole('heading', { level: 2, name: LL.signupPhoto.title() });
  return view;
};

// jsdom has no object URLs; the preview's life is followed through these.
const createObjectURL = vi.fn((blob: Blob) => `blob:preview/${blob.size}`);
const revokeObjectURL = vi.fn();

beforeEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

afterEach(() => {
  signupProgress.reset();
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('the photo step', () => {
  it('explains itself and offers Browse, Save and continue and Skip', async () => {
    await openPhotoStep();
    expect(screen.getByText(LL.signupPhoto.why())).toBeVisible();
    expect(screen.getByRole('button', { name: 'Browse' })).toHaveAccessibleDescription(
      new RegExp(LL.signupPhoto.noFile()),
    );
    expect(screen.getByRole('button', { name: LL.signupPhoto.save() })).toBeVisible();
    expect(screen.getByRole('button', { name: LL.signupSteps.skip() })).toBeVisible();
  });

  it('shows the chosen photo by name and as a preview, and frees the old preview on a new choice', async () => {
    const { user, unmount } = await openPhotoStep();
    await user.upload(fileInput(), png('holiday 🌴.png', 100));
    const preview = await screen.findByRole('img', { name: LL.signupPhoto.previewAlt() });
    expect(preview).toHaveAttribute('src', 'blob:preview/100');
    expect(screen.getByText(LL.signupPhoto.chosen({ name: 'holiday 🌴.png' }))).toBeVisible();

    await user.upload(fileInput(), png('<b>second</b>.png', 200));
    expect(await screen.findByText(LL.signupPhoto.chosen({ name: '<b>second</b>.png' }))).toBeVisible();
    expect(screen.getByRole('img', { name: LL.signupPhoto.previewAlt() })).toHaveAttribute(
      'src',
      'blob:preview/200',
    );
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview/100');

    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview/200');
  });

  it('refuses a file that is not a JPEG, PNG or WebP image, whatever its name says, and sends nothing', async () => {
    const { user } = await openPhotoStep();
    const fake = new File(['<script>alert(1)</script>'], 'photo.png', { type: 'image/png' });
    await user.upload(fileInput(), fake);
    expect(await screen.findByText(LL.form.unsupportedFileType())).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: LL.signupPhoto.save() }));
    expect(screen.getByRole('button', { name: 'Browse' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Browse' })).toHaveAccessibleDescription(
      new RegExp(LL.form.unsupportedFileType()),
    );
    expect(uploads()).toHaveLength(0);
  });

  it('refuses a photo over 10 MB before uploading it', async () => {
    const { user } = await openPhotoStep();
    await user.upload(fileInput(), png('huge.png', maxPhotoBytes + 1));
    expect(await screen.findByText(LL.form.fileTooLarge())).toBeVisible();
    await user.click(screen.getByRole('button', { name: LL.signupPhoto.save() }));
    expect(uploads()).toHaveLength(0);
  });

  it('asks for a photo when Save is pressed without one', async () => {
    const { user } = await openPhotoStep();
    await user.click(screen.getByRole('button', { name: LL.signupPhoto.save() }));
    expect(screen.getByText(LL.signupPhoto.chooseFirst())).toBeVisible();
    expect(screen.getByRole('button', { name: 'Browse' })).toHaveFocus();
    expect(uploads()).toHaveLength(0);
  });

  it('uploads the photo as the main photo, and on the photo limit keeps the photo and says why', async () => {
    const { user } = await openPhotoStep();
    simulation.fault({ operationId: 'uploadPhoto', status: 409, code: 'photo_limit' });
    await user.upload(fileInput(), png());
    await screen.findByRole('img', { name: LL.signupPhoto.previewAlt() });
    await user.click(screen.getByRole('button', { name: LL.signupPhoto.save() }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LL.apiErrors.photo_limit());
    expect(alert.closest('[data-form-error]')).toHaveFocus();
    expect(uploads()).toHaveLength(1);
    expect(screen.getByText(LL.signupPhoto.chosen({ name: 'me.png' }))).toBeVisible();
    expect(screen.getByRole('img', { name: LL.signupPhoto.previewAlt() })).toBeVisible();
    // Still on the photo step; skipping remains the way on.
    expect(screen.getByText(LL.signupSteps.stepOf({ step: 1, total: 4 }))).toBeVisible();
  });

  it('keeps the photo when the connection fails, so the member can send it again', async () => {
    const { user } = await openPhotoStep();
    simulation.fault({ operationId: 'uploadPhoto', drop: true });
    await user.upload(fileInput(), png());
    await screen.findByRole('img', { name: LL.signupPhoto.previewAlt() });
    await user.click(screen.getByRole('button', { name: LL.signupPhoto.save() }));
    expect(await screen.findByText(LL.apiErrors.network())).toBeVisible();
    expect(screen.getByText(LL.signupPhoto.chosen({ name: 'me.png' }))).toBeVisible();
    expect(screen.getByRole('button', { name: LL.signupPhoto.save() })).toBeEnabled();
  });

  it('skips to the location step without uploading', async () => {
    const { user } = await openPhotoStep();
    await user.click(screen.getByRole('button', { name: LL.signupSteps.skip() }));
    expect(await screen.findByRole('heading', { level: 2, name: LL.signupLocation.title() })).toHaveFocus();
    expect(uploads()).toHaveLength(0);
  });
});
