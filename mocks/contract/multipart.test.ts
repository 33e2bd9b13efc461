import { describe, expect, it } from 'vitest';
import { maxPhotoBytes } from '../../src/domain/photo-rules';
import { contractOperation, type ContractOperation } from './document';
import { checkMultipart } from './multipart';

/** A form as the server parses it; the file part is a File of the given type and size. */
const formWith = (fields: Record<string, string>, file?: { name: string; type: string; size: number }) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file !== undefined)
    form.append(file.name, new File([new Uint8Array(file.size)], 'upload', { type: file.type }));
  return form;
};

/** An upload made up for the test: types from the property's contentMediaType, a wildcard. */
const madeUp: ContractOperation = {
  operationId: 'madeUpForMultipartTest',
  method: 'post',
  path: '/api/made-up.php',
  parameters: [],
  bodySchemas: {
    'multipart/form-data': {
      type: 'object',
      required: ['document'],
      properties: {
        document: { type: 'string', contentMediaType: 'application/pdf', 'x-max-bytes': 100 },
        picture: { type: 'string', format: 'binary' },
        tags: { type: 'array', items: { type: 'string', maxLength: 3 } },
      },
    },
  },
  bodyEncodings: { 'multipart/form-data': { picture: { contentType: 'image/*' } } },
  bodyRequired: true,
  responseSchemas: {},
  security: [],
};

describe('checkMultipart', () => {
  it('takes a photo as the contract describes it, and no larger than the app lets a member pick', () => {
    const upload = contractOperation('uploadPhoto');
    const file = { name: 'file', type: 'image/png', size: maxPhotoBytes };
    expect(checkMultipart(upload, formWith({ set_main: 'true' }, file))).toEqual({});
    expect(checkMultipart(upload, formWith({}, { ...file, size: maxPhotoBytes + 1 }))).toEqual({
      file: 'file_too_large',
    });
  });

  it('reads file types from contentMediaType and wildcards, and checks every value of a list', () => {
    const document = { name: 'document', type: 'application/pdf', size: 10 };
    const form = formWith({ tags: 'ok' }, document);
    form.append('tags', 'too long');
    form.append('picture', new File(['x'], 'p.gif', { type: 'image/gif' }));
    expect(checkMultipart(madeUp, form)).toEqual({ tags: 'too_long' });
    expect(checkMultipart(madeUp, formWith({}, { ...document, type: 'text/plain' }))).toEqual({
      document: 'unsupported_file_type',
    });
    const wrongPicture = formWith({}, document);
    wrongPicture.append('picture', new File(['x'], 'p.txt', { type: 'text/plain' }));
    expect(checkMultipart(madeUp, wrongPicture)).toEqual({ picture: 'unsupported_file_type' });
  });
});
