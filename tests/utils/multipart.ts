/**
 * A multipart/form-data body as a browser sends it for an upload form. Tests build it by hand:
 * under jsdom a File inside a FormData loses its bytes on the way into Node's fetch.
 */
export interface UploadFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export const multipartBoundary = '----sim-upload-boundary';

export const multipartContentType = `multipart/form-data; boundary=${multipartBoundary}`;

const encoded = (value: string) => new TextEncoder().encode(value);

export const multipartBody = (
  fields: Record<string, string>,
  file: UploadFile | null,
): Uint8Array<ArrayBuffer> => {
  const parts: Uint8Array[] = Object.entries(fields).map(([name, value]) =>
    encoded(`--${multipartBoundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file !== null) {
    parts.push(
      encoded(
        `--${multipartBoundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      encoded('\r\n'),
    );
  }
  parts.push(encoded(`--${multipartBoundary}--\r\n`));
  const body = new Uint8Array(new ArrayBuffer(parts.reduce((sum, part) => sum + part.length, 0)));
  parts.reduce((offset, part) => {
    body.set(part, offset);
    return offset + part.length;
  }, 0);
  return body;
};
