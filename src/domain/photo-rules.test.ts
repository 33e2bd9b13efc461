import { describe, expect, it } from 'vitest';
import { imageKindOf, maxPhotoBytes, photoFileProblem, photoLimitOf, visiblePhotoCount } from './photo-rules';

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const webp = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBP');
const gif = new TextEncoder().encode('GIF89a\u0000\u0000\u0000\u0000\u0000\u0000');

describe('photo rules (spec §5, §9)', () => {
  it('recognises JPEG, PNG and WebP by their content', () => {
    expect(imageKindOf(jpeg)).toBe('jpeg');
    expect(imageKindOf(png)).toBe('png');
    expect(imageKindOf(webp)).toBe('webp');
    expect(imageKindOf(gif)).toBeUndefined();
    expect(imageKindOf(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVE'))).toBeUndefined();
  });

  it('accepts up to 10 MB and refuses a byte more', () => {
    expect(photoFileProblem(maxPhotoBytes, jpeg)).toBeUndefined();
    expect(photoFileProblem(maxPhotoBytes + 1, jpeg)).toBe('file_too_large');
    expect(photoFileProblem(100, gif)).toBe('unsupported_file_type');
  });

  it('allows 3 photos to free members and 25 to premium members', () => {
    expect(photoLimitOf(false)).toBe(3);
    expect(photoLimitOf(true)).toBe(25);
  });

  it('shows visitors and free members one photo, premium members all', () => {
    expect(visiblePhotoCount(5, 'visitor')).toBe(1);
    expect(visiblePhotoCount(5, 'free')).toBe(1);
    expect(visiblePhotoCount(0, 'free')).toBe(0);
    expect(visiblePhotoCount(5, 'premium')).toBe(5);
  });
});
