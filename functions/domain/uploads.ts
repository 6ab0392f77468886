/**
 * What an admin may upload into a material (docs/architecture.md "Admin modules and materials"): the
 * allowed types, their extension, the size limit, and the check of a file's first bytes against the
 * type it was declared as. Pure: the upload route, the local store and the web form read it.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** How long an upload grant (S3 presigned POST, or the local store's signed token) stays valid. */
export const UPLOAD_GRANT_SECONDS = 300;

type Signature = (bytes: Uint8Array) => boolean;

const startsWith =
  (...prefix: number[]): Signature =>
  (bytes) =>
    prefix.every((byte, index) => bytes[index] === byte);
const ascii = (text: string, offset = 0): Signature => {
  const codes = [...text].map((char) => char.charCodeAt(0));
  return (bytes) => codes.every((code, index) => bytes[offset + index] === code);
};

const png = startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const jpeg = startsWith(0xff, 0xd8, 0xff);
const gif: Signature = (bytes) => ascii('GIF87a')(bytes) || ascii('GIF89a')(bytes);
const webp: Signature = (bytes) => ascii('RIFF')(bytes) && ascii('WEBP', 8)(bytes);
const pdf = ascii('%PDF-');
/** Office Open XML files (docx, xlsx, pptx) are ZIP archives. */
const zip = startsWith(0x50, 0x4b, 0x03, 0x04);
/** The older Office formats (doc, xls, ppt) are OLE compound files. */
const ole = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

export type UploadKind = 'image' | 'file';

interface UploadType {
  extension: string;
  kind: UploadKind;
  matches: Signature;
}

/** The types an admin may upload: images for image items, documents for file items. */
export const UPLOAD_TYPES = {
  'image/png': { extension: 'png', kind: 'image', matches: png },
  'image/jpeg': { extension: 'jpg', kind: 'image', matches: jpeg },
  'image/webp': { extension: 'webp', kind: 'image', matches: webp },
  'image/gif': { extension: 'gif', kind: 'image', matches: gif },
  'application/pdf': { extension: 'pdf', kind: 'file', matches: pdf },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    extension: 'docx',
    kind: 'file',
    matches: zip,
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    extension: 'xlsx',
    kind: 'file',
    matches: zip,
  },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    extension: 'pptx',
    kind: 'file',
    matches: zip,
  },
  'application/msword': { extension: 'doc', kind: 'file', matches: ole },
  'application/vnd.ms-excel': { extension: 'xls', kind: 'file', matches: ole },
  'application/vnd.ms-powerpoint': { extension: 'ppt', kind: 'file', matches: ole },
} as const satisfies Record<string, UploadType>;

export type UploadContentType = keyof typeof UPLOAD_TYPES;
export const UPLOAD_CONTENT_TYPES = Object.keys(UPLOAD_TYPES) as [UploadContentType, ...UploadContentType[]];

export const isUploadContentType = (value: string): value is UploadContentType =>
  Object.prototype.hasOwnProperty.call(UPLOAD_TYPES, value);

/** The content types of one kind, for a file input's `accept`. */
export const uploadTypesOf = (kind: UploadKind): UploadContentType[] =>
  UPLOAD_CONTENT_TYPES.filter((type) => UPLOAD_TYPES[type].kind === kind);

/** Whether a file's first bytes are those of the declared type (the server's check, never the name's). */
export const contentMatches = (contentType: string, head: Uint8Array): boolean =>
  isUploadContentType(contentType) && UPLOAD_TYPES[contentType].matches(head);

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
