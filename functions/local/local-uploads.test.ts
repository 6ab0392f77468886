import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminModulesMessages } from '../contracts/messages/admin-modules';
import { createLocalUploads } from './local-uploads';

const text = adminModulesMessages.uploads;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The local store behind a bare server: the gateway's part of it (receive a granted form, serve a file). */
describe('the local file store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rumo-uploads-test-'));
  const uploads = createLocalUploads(dir);
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) =>
      uploads.middleware(req, res, () => {
        res.writeHead(404);
        res.end();
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const send = async (
    fields: Record<string, string>,
    file: Uint8Array<ArrayBuffer>,
    url = '/local-uploads',
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([file]), 'arquivo');
    const answer = await fetch(`${base}${url}`, { method: 'POST', body: form });
    return { status: answer.status, body: answer.status === 204 ? null : await answer.json() };
  };
  const grant = (key: string, maxBytes = 100, expiresInSeconds = 60) =>
    uploads.store.grantUpload({ key, contentType: 'image/png', maxBytes, expiresInSeconds });

  it('stores a granted file whose first bytes are its type, and serves it with nosniff', async () => {
    const { url, fields } = await grant('modules/m1/a.png');
    const file = Uint8Array.from([...PNG_HEAD, 1, 2, 3]);
    expect(await send(fields, file, url)).toEqual({ status: 204, body: null });
    const served = await fetch(`${base}/uploads/modules/m1/a.png`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(file);
  });

  it('refuses a tampered grant, an expired one, a larger file and content of another type', async () => {
    const png = Uint8Array.from([...PNG_HEAD, 0]);
    const { fields } = await grant('modules/m1/b.png', 10);
    expect((await send({ ...fields, key: 'modules/m1/c.png' }, png)).body.message).toBe(text.invalidGrant);
    expect((await send({ ...fields, 'x-max-bytes': '999' }, png)).status).toBe(403);
    expect((await send(fields, new Uint8Array(11).fill(0x89))).body.message).toBe(text.tooLarge);
    expect((await send(fields, new TextEncoder().encode('<html>'))).body.message).toBe(text.contentMismatch);
    const expired = await grant('modules/m1/d.png', 10, -1);
    expect((await send(expired.fields, png)).body.message).toBe(text.expired);
    expect((await fetch(`${base}/uploads/modules/m1/b.png`)).status).toBe(404);
  });

  it('serves nothing outside its keys (traversal, escapes, other extensions)', async () => {
    for (const path of [
      '/uploads/modules/m1/../../x.png',
      '/uploads/%E0%A4%A',
      '/uploads/modules/m1/a.html',
    ]) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
  });

  it('deletes keys and whole module prefixes', async () => {
    const { fields } = await grant('modules/m2/a.png');
    await send(fields, Uint8Array.from(PNG_HEAD));
    await uploads.store.deletePrefix('modules/m2/');
    expect((await fetch(`${base}/uploads/modules/m2/a.png`)).status).toBe(404);
    await uploads.store.deleteKeys(['modules/m1/a.png', 'modules/m1/nao-existe.png']);
    expect((await fetch(`${base}/uploads/modules/m1/a.png`)).status).toBe(404);
  });
});
