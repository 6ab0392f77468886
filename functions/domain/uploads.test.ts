import { describe, expect, it } from 'vitest';
import { UPLOAD_CONTENT_TYPES, uploadTypesOf } from '../contracts/uploads';
import { contentMatches, uploadKey, uploadKeysIn } from './uploads';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

const heads = {
  png: bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a),
  jpeg: bytes(0xff, 0xd8, 0xff, 0xe0),
  gif: bytes('GIF89a'),
  webp: bytes('RIFF', 0, 0, 0, 0, 'WEBP'),
  pdf: bytes('%PDF-1.7'),
  zip: bytes('PK', 3, 4),
  ole: bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1),
  html: bytes('<html>'),
};

describe('uploads', () => {
  it.each([
    ['image/png', heads.png],
    ['image/jpeg', heads.jpeg],
    ['image/gif', heads.gif],
    ['image/webp', heads.webp],
    ['application/pdf', heads.pdf],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', heads.zip],
    ['application/vnd.ms-excel', heads.ole],
  ])('accepts %s by its first bytes', (type, head) => {
    expect(contentMatches(type, head)).toBe(true);
  });

  it('refuses a file whose first bytes are another type, an empty one, or an unknown type', () => {
    expect(contentMatches('image/png', heads.html)).toBe(false);
    expect(contentMatches('image/png', heads.jpeg)).toBe(false);
    expect(contentMatches('application/pdf', new Uint8Array())).toBe(false);
    expect(contentMatches('text/html', heads.html)).toBe(false);
  });

  it('offers images for image items and documents for file items', () => {
    expect(uploadTypesOf('image')).toEqual(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
    expect(uploadTypesOf('file')).toHaveLength(UPLOAD_CONTENT_TYPES.length - 4);
  });

  it("names a module's uploads under its prefix and finds them back in items' contents", () => {
    const key = uploadKey('m1', 'abc', 'image/jpeg');
    expect(key).toBe('modules/m1/abc.jpg');
    expect(
      uploadKeysIn('m1', [
        `/uploads/${key}`,
        `/uploads/${key}?v=2`,
        '/uploads/modules/m2/other.png',
        '/uploads/modules/m1/../../etc.png',
        'https://exemplo.com.br/a.png',
        '## texto',
      ]),
    ).toEqual([key]);
  });
});
