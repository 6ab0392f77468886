import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, unlink, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, resolve, sep } from 'node:path';
import { adminModulesMessages } from '../contracts/messages/admin-modules';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES, isUploadContentType } from '../contracts/uploads';
import { UPLOADS_PATH, contentMatches } from '../domain/uploads';
import type { FileStore } from '../platform/uploads/file-store';
import { readLimited, type Middleware } from './gateway';

/** Where the browser posts a local grant's form (the gateway routes it here). */
export const LOCAL_UPLOAD_PATH = '/local-uploads';

const text = adminModulesMessages.uploads;
/** The multipart envelope around the file (boundaries, the other fields). */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const KEY_PATTERN = /^modules\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\.[a-z]+$/;

export interface LocalUploads {
  store: FileStore;
  /** POST /local-uploads (receives a granted file) and GET/HEAD /uploads/<key> (serves one). */
  middleware: Middleware;
}

/**
 * The local stand-in for S3 and CloudFront: files under `dir`, received and served by the local
 * gateway. A grant is a token signed with this process's random key (key, type, size limit, expiry),
 * the stand-in for S3's presigned POST policy; on receipt the file's first bytes must be those of its
 * declared type (functions/domain/uploads.ts), as the size and the type must match the grant.
 */
export function createLocalUploads(dir: string): LocalUploads {
  const root = resolve(dir);
  const secret = randomBytes(32);
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    if (!KEY_PATTERN.test(key) || !path.startsWith(root + sep)) return null;
    return path;
  };

  const store: FileStore = {
    name: 'local',
    async grantUpload({ key, contentType, maxBytes, expiresInSeconds }) {
      const expires = String(Date.now() + expiresInSeconds * 1000);
      const payload = [key, contentType, maxBytes, expires].join('\n');
      return {
        url: LOCAL_UPLOAD_PATH,
        fields: {
          key,
          'Content-Type': contentType,
          'x-max-bytes': String(maxBytes),
          expires,
          token: sign(payload),
        },
      };
    },
    async deleteKeys(keys) {
      for (const key of keys) {
        const path = pathOf(key);
        if (path) await unlink(path).catch(() => undefined);
      }
    },
    async deletePrefix(prefix) {
      const path = resolve(root, prefix);
      if (/^modules\/[A-Za-z0-9_-]+\/$/.test(prefix) && path.startsWith(root + sep)) {
        await rm(path, { recursive: true, force: true });
      }
    },
  };

  async function receive(req: IncomingMessage, res: ServerResponse) {
    const body = await readLimited(req, MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES);
    if (!body) return refuse(res, 400, text.tooLarge);
    let form: FormData;
    try {
      form = await new Request('http://local/', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body: new Uint8Array(body),
      }).formData();
    } catch {
      return refuse(res, 400, text.invalidGrant);
    }
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    const [key, contentType, maxBytes, expires, token] = [
      field('key'),
      field('Content-Type'),
      field('x-max-bytes'),
      field('expires'),
      field('token'),
    ];
    const expected = Buffer.from(sign([key, contentType, maxBytes, expires].join('\n')));
    const given = Buffer.from(token);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return refuse(res, 403, text.invalidGrant);
    }
    if (Date.now() > Number(expires)) return refuse(res, 403, text.expired);
    const path = pathOf(key);
    const file = form.get('file');
    if (!path || !isUploadContentType(contentType)) return refuse(res, 403, text.invalidGrant);
    if (!(file instanceof Blob) || file.size === 0) return refuse(res, 400, text.empty);
    if (file.size > Number(maxBytes)) return refuse(res, 400, text.tooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!contentMatches(contentType, bytes.subarray(0, 16))) return refuse(res, 400, text.contentMismatch);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
    res.writeHead(204);
    res.end();
  }

  async function serve(req: IncomingMessage, res: ServerResponse, key: string, next: () => void) {
    const path = pathOf(key);
    const extension = key.split('.').pop();
    const type = Object.entries(UPLOAD_TYPES).find(([, entry]) => entry.extension === extension)?.[0];
    const info = path && type ? await stat(path).catch(() => null) : null;
    if (!path || !type || !info?.isFile()) return next();
    res.writeHead(200, {
      'content-type': type,
      'content-length': String(info.size),
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(path).pipe(res);
  }

  const middleware: Middleware = (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname === LOCAL_UPLOAD_PATH && req.method === 'POST') {
      return void receive(req, res).catch(() => refuse(res, 500, text.invalidGrant));
    }
    if (url.pathname.startsWith(UPLOADS_PATH) && (req.method === 'GET' || req.method === 'HEAD')) {
      // Keys are plain ASCII: an escaped path (or a malformed escape) is not one of ours.
      return void serve(req, res, url.pathname.slice(UPLOADS_PATH.length), next).catch(() => next());
    }
    next();
  };

  return { store, middleware };
}

function refuse(res: ServerResponse, status: number, message: string) {
  if (res.headersSent) return;
  const code = status === 403 ? 'PERMISSION_DENIED' : status === 500 ? 'INTERNAL' : 'VALIDATION_ERROR';
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ code, message, details: null, timestamp: new Date().toISOString() }));
}

/** Where `npm start` keeps uploads: beside DynamoDB Local's and cognito-local's data. */
export const uploadsDirOf = (dataDir: string) => join(dataDir, 'uploads');
