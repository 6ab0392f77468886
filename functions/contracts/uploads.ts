/**
 * What an admin may upload into a material (docs/decisions/0026-admin-uploads-presigned-post-and-public-reads.md): the
 * allowed types with their extension and kind, and the size limit. Pure data: the contracts, the
 * domain's checks (functions/domain/uploads.ts) and the web form read it.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** How long an upload grant (S3 presigned POST, or the local store's signed token) stays valid. */
export const UPLOAD_GRANT_SECONDS = 300;

export type UploadKind = 'image' | 'file';

/** The types an admin may upload: images for image items, documents for file items. */
export const UPLOAD_TYPES = {
  'image/png': { extension: 'png', kind: 'image' },
  'image/jpeg': { extension: 'jpg', kind: 'image' },
  'image/webp': { extension: 'webp', kind: 'image' },
  'image/gif': { extension: 'gif', kind: 'image' },
  'application/pdf': { extension: 'pdf', kind: 'file' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    extension: 'docx',
    kind: 'file',
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { extension: 'xlsx', kind: 'file' },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    extension: 'pptx',
    kind: 'file',
  },
  'application/msword': { extension: 'doc', kind: 'file' },
  'application/vnd.ms-excel': { extension: 'xls', kind: 'file' },
  'application/vnd.ms-powerpoint': { extension: 'ppt', kind: 'file' },
} as const satisfies Record<string, { extension: string; kind: UploadKind }>;

export type UploadContentType = keyof typeof UPLOAD_TYPES;
export const UPLOAD_CONTENT_TYPES = Object.keys(UPLOAD_TYPES) as [UploadContentType, ...UploadContentType[]];

export const isUploadContentType = (value: string): value is UploadContentType =>
  Object.prototype.hasOwnProperty.call(UPLOAD_TYPES, value);

/** The content types of one kind, for a file input's `accept`. */
export const uploadTypesOf = (kind: UploadKind): UploadContentType[] =>
  UPLOAD_CONTENT_TYPES.filter((type) => UPLOAD_TYPES[type].kind === kind);
