import { UPLOAD_TYPES, isUploadContentType, type UploadContentType } from '../contracts/uploads';

/**
 * The checks behind uploads (docs/decisions/0026-admin-uploads-presigned-post-and-public-reads.md): a file's first bytes
 * against the type it was declared as, and where uploads live. The allowed types and the size limit
 * are in functions/contracts/uploads.ts.
 */

type Signature = (bytes: Uint8Array) => boolean;

const startsWith =
  (...prefix: number[]): Signature =>
  (bytes) =>
    prefix.every((byte, index) => bytes[index] === byte);
const ascii = (text: string, offset = 0): Signature => {
  const codes = [...text].map((char) => char.charCodeAt(0));
  return (bytes) => codes.every((code, index) => bytes[offset + index] === code);
};

/** Office Open XML files (docx, xlsx, pptx) are ZIP archives. */
const zip = startsWith(0x50, 0x4b, 0x03, 0x04);
/** The older Office formats (doc, xls, ppt) are OLE compound files. */
const ole = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

const signatures: Record<UploadContentType, Signature> = {
  'image/png': startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  'image/jpeg': startsWith(0xff, 0xd8, 0xff),
  'image/webp': (bytes) => ascii('RIFF')(bytes) && ascii('WEBP', 8)(bytes),
  'image/gif': (bytes) => ascii('GIF87a')(bytes) || ascii('GIF89a')(bytes),
  'application/pdf': ascii('%PDF-'),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': zip,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': zip,
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': zip,
  'application/msword': ole,
  'application/vnd.ms-excel': ole,
  'application/vnd.ms-powerpoint': ole,
};

/** Whether a file's first bytes are those of the declared type (the server's check, never the name's). */
export const contentMatches = (contentType: string, head: Uint8Array): boolean =>
  isUploadContentType(contentType) && signatures[contentType](head);

/** Where uploads are served from, on the app's own origin (CloudFront in the cloud, the gateway locally). */
export const UPLOADS_PATH = '/uploads/';

/** Every upload of a module lives under this prefix, so deleting the module deletes them all. */
export const moduleUploadPrefix = (moduleId: string) => `modules/${moduleId}/`;

/** The object key of a new upload: the module's prefix, a random name, the type's extension. */
export const uploadKey = (moduleId: string, randomName: string, contentType: UploadContentType) =>
  `${moduleUploadPrefix(moduleId)}${randomName}.${UPLOAD_TYPES[contentType].extension}`;
/** The keys of this module's uploads that an item's content points to (`/uploads/<key>`). */
export function uploadKeysIn(moduleId: string, contents: readonly string[]): string[] {
  const prefix = `${UPLOADS_PATH}${moduleUploadPrefix(moduleId)}`;
  return [
    ...new Set(
      contents
        .filter((content) => content.startsWith(prefix))
        .map((content) => content.slice(UPLOADS_PATH.length).split(/[?#]/)[0]!)
        .filter((key) => /^modules\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\.[a-z]+$/.test(key)),
    ),
  ];
}
