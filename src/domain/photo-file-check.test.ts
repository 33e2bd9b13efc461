import { describe, expect, it } from 'vitest';
import { checkPhotoFile } from './photo-file-check';
import { maxPhotoBytes } from './photo-rules';

const pngHead = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const png = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(pngHead);
  return new Blob([bytes]);
};

describe('the photo file check before an upload', () => {
  it('lets an image through by its first bytes, whatever its declared type', async () => {
    expect(await checkPhotoFile(png(64))).toBeUndefined();
  });

  it('names a file that is not a JPEG, PNG or WebP image', async () => {
    expect(await checkPhotoFile(new Blob(['<script>alert(1)</script>'], { type: 'image/png' }))).toBe(
      'unsupported_file_type',
    );
  });

  it('names a file over 10 MB before reading its content', async () => {
    expect(await checkPhotoFile(png(maxPhotoBytes + 1))).toBe('file_too_large');
  });

  it('refuses a file the browser can no longer read', async () => {
    const unreadable = png(64);
    unreadable.slice = () => {
      throw new Error('NotReadableError');
    };
    expect(await checkPhotoFile(unreadable)).toBe('unsupported_file_type');
  });
});
