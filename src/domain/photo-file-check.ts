import { imageHeadBytes, photoFileProblem, type PhotoFileProblem } from './photo-rules';

/** What a photo picker offers; the file's content decides, as on the server. */
export const acceptedPhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * The same check the server makes on arrival (size, then the image kind its first bytes show),
 * made before the upload so a wrong file is named at once instead of after sending 10 MB. Shared
 * by every photo picker: the signup's photo step and the own profile's photos.
 */
export const checkPhotoFile = async (file: Blob): Promise<PhotoFileProblem | undefined> => {
  try {
    const head = new Uint8Array(await file.slice(0, imageHeadBytes).arrayBuffer());
    return photoFileProblem(file.size, head);
  } catch {
    // A file the browser cannot read (moved or deleted since it was chosen) cannot be uploaded.
    return 'unsupported_file_type';
  }
};
