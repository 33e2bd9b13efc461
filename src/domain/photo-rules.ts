import { photoLimit } from './limits';

/**
 * Spec §1, §5, §6, §9 photo rules, shared by the upload form (checked before sending) and the
 * simulated backend (checked again on arrival).
 */

/** Largest accepted upload: 10 MB. */
export const maxPhotoBytes = 10 * 1024 * 1024;

export type PhotoFileProblem = 'file_too_large' | 'unsupported_file_type';

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0): boolean =>
  bytes.every((byte, index) => head[offset + index] === byte);

const ascii = (text: string): number[] => Array.from(new TextEncoder().encode(text));

/**
 * What kind of image the first bytes say the file is. The declared MIME type is the browser's
 * guess from the file name, so the server trusts only the content.
 */
export const imageKindOf = (head: Uint8Array): 'jpeg' | 'png' | 'webp' | undefined => {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  return undefined;
};

/** Bytes `imageKindOf` needs to see. */
export const imageHeadBytes = 12;

/** The contract's field code for a file that may not be uploaded, or undefined when it may. */
export const photoFileProblem = (size: number, head: Uint8Array): PhotoFileProblem | undefined => {
  if (size > maxPhotoBytes) return 'file_too_large';
  if (imageKindOf(head) === undefined) return 'unsupported_file_type';
  return undefined;
};

/** Photos a member may keep, whatever their status: 3 free, 25 premium. */
export const photoLimitOf = (paidUser: boolean): 3 | 25 => (paidUser ? photoLimit.premium : photoLimit.free);

export type PhotoViewer = 'visitor' | 'free' | 'premium';

/** Spec §1, §6: visitors and free members see only the first photo of another member. */
export const visiblePhotoCount = (activePhotos: number, viewer: PhotoViewer): number =>
  viewer === 'premium' ? activePhotos : Math.min(activePhotos, 1);
