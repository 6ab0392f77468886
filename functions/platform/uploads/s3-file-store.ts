import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { runtimeConfig } from '../config/runtime';
import type { FileStore } from './file-store';

/** S3 allows 1,000 keys per DeleteObjects. */
const DELETE_BATCH = 1000;
/** CloudFront forwards the whole path: `/uploads/<key>` is the object `uploads/<key>`. */
const objectKey = (key: string) => `uploads/${key}`;

/**
 * The cloud file store: the uploads bucket (infra/stacks/data-stack.ts), served by CloudFront at
 * `/uploads/*`. A grant is a presigned POST whose policy fixes the key, the Content-Type and the size
 * range, so S3 itself refuses anything else.
 */
export function s3FileStore(): FileStore {
  const config = runtimeConfig();
  const bucket = config.UPLOADS_BUCKET;
  const client = new S3Client({ region: config.AWS_REGION });
  const requireBucket = () => {
    if (!bucket) throw new Error('UPLOADS_BUCKET is not configured');
    return bucket;
  };

  async function deleteKeys(keys: readonly string[]) {
    for (let index = 0; index < keys.length; index += DELETE_BATCH) {
      const batch = keys.slice(index, index + DELETE_BATCH);
      await client.send(
        new DeleteObjectsCommand({
          Bucket: requireBucket(),
          Delete: { Objects: batch.map((key) => ({ Key: objectKey(key) })), Quiet: true },
        }),
      );
    }
  }

  return {
    name: 's3',
    async grantUpload({ key, contentType, maxBytes, expiresInSeconds }) {
      const { url, fields } = await createPresignedPost(client, {
        Bucket: requireBucket(),
        Key: objectKey(key),
        Conditions: [
          ['content-length-range', 1, maxBytes],
          ['eq', '$Content-Type', contentType],
        ],
        Fields: { 'Content-Type': contentType },
        Expires: expiresInSeconds,
      });
      return { url, fields };
    },
    deleteKeys,
    async deletePrefix(prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: requireBucket(),
            Prefix: objectKey(prefix),
            ContinuationToken: token,
          }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        await deleteKeys(keys.map((key) => key.slice(objectKey('').length)));
        token = page.NextContinuationToken;
      } while (token);
    },
  };
}
