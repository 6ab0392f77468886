import type { UploadContentType } from '../../contracts/uploads';

/** A short-lived permission to send one file: a multipart POST of `fields`, then the file as `file`. */
export interface UploadGrant {
  url: string;
  fields: Record<string, string>;
}

/**
 * Where admins' uploads are kept (docs/decisions/0026-admin-uploads-presigned-post-and-public-reads.md): S3 behind the
 * app's CloudFront in the cloud, a directory served by the local gateway on one machine. Both serve a
 * stored key at `/uploads/<key>` on the app's origin.
 */
export interface FileStore {
  readonly name: 's3' | 'local';
  /** A grant for exactly this key, type and at most `maxBytes`, valid for `expiresInSeconds`. */
  grantUpload(input: {
    key: string;
    contentType: UploadContentType;
    maxBytes: number;
    expiresInSeconds: number;
  }): Promise<UploadGrant>;
  /** Deletes these keys (missing ones are fine). */
  deleteKeys(keys: readonly string[]): Promise<void>;
  /** Deletes every key under the prefix (a module's uploads). */
  deletePrefix(prefix: string): Promise<void>;
}

let store: FileStore | undefined;

/** This process's file store: S3 unless the local stack installed its own (functions/local/adapters.ts). */
export async function fileStore(): Promise<FileStore> {
  if (!store) {
    const { s3FileStore } = await import('./s3-file-store');
    store = s3FileStore();
  }
  return store;
}

/** Start-up (the local stack) and tests: the file store of this process (undefined = the default). */
export function useFileStore(next: FileStore | undefined): void {
  store = next;
}
