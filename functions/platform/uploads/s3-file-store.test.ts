import { beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from './file-store';

/** The presigned POST is signed locally (no call to AWS): its policy must pin key, type and size. */
describe('the S3 file store', () => {
  let store: FileStore;
  beforeAll(async () => {
    Object.assign(process.env, {
      AWS_REGION: 'sa-east-1',
      AWS_ACCESS_KEY_ID: 'AKIAEXEMPLO',
      AWS_SECRET_ACCESS_KEY: 'segredo-de-exemplo',
      TABLE_NAME: 'tabela',
      USER_POOL_ID: 'sa-east-1_exemplo',
      USER_POOL_CLIENT_ID: 'cliente',
      UPLOADS_BUCKET: 'rumo-teste-uploads',
    });
    const { forgetRuntimeConfig } = await import('../config/runtime');
    forgetRuntimeConfig();
    store = (await import('./s3-file-store')).s3FileStore();
  });

  it('grants a POST to the bucket whose policy fixes the key under uploads/, the type and the size', async () => {
    const grant = await store.grantUpload({
      key: 'modules/m1/a.png',
      contentType: 'image/png',
      maxBytes: 2048,
      expiresInSeconds: 300,
    });
    expect(grant.url).toContain('rumo-teste-uploads');
    expect(grant.fields).toMatchObject({ key: 'uploads/modules/m1/a.png', 'Content-Type': 'image/png' });
    const policy = JSON.parse(Buffer.from(grant.fields.Policy!, 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 2048],
        ['eq', '$Content-Type', 'image/png'],
        { key: 'uploads/modules/m1/a.png' },
        { bucket: 'rumo-teste-uploads' },
      ]),
    );
    const lifetime = Date.parse(policy.expiration) - Date.now();
    expect(lifetime).toBeGreaterThan(250_000);
    expect(lifetime).toBeLessThanOrEqual(300_000);
  });
});
