import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import {
  checkTarget,
  policyFromEnvironment,
  resolvePublic,
  TargetRefusedError,
  type Resolver,
  type Target,
  type TargetPolicy,
} from './target-policy';

/**
 * THE fetcher of user-supplied URLs (the website analyzer's only way out). Every hop is checked by
 * ./target-policy before it connects; host names are resolved inside the connection's own `lookup`, so
 * the addresses checked are the addresses connected to (no DNS-rebinding gap); redirects are followed
 * by hand, at most 5, each hop checked again; 10 s for the whole fetch; 5 MB of body at most
 * (compressed and decompressed); HTML only.
 */

export const MAX_REDIRECTS = 5;
export const FETCH_TIMEOUT_MS = 10_000;
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

export interface FetchedPage {
  /** The address that answered, after redirects. */
  finalUrl: string;
  status: number;
  contentType: string;
  /** The raw bytes of the body (decoded to text by ./decode-html). */
  body: Buffer;
  redirects: string[];
  elapsedMs: number;
}

export interface SafeFetchOptions {
  policy?: TargetPolicy;
  resolve?: Resolver;
  timeoutMs?: number;
  maxBodyBytes?: number;
}

const defaultResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = ['text/html', 'application/xhtml+xml'];

const headers = {
  'user-agent': 'Mozilla/5.0 (compatible; RumoEstrategicoAnalisador/1.0)',
  accept: 'text/html,application/xhtml+xml;q=0.9',
  'accept-language': 'pt-BR,pt;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
};

/** The connection's DNS step: every address checked before the socket may connect to one of them. */
function guardedLookup(target: Target, resolve: Resolver) {
  return (
    hostname: string,
    options: LookupOptions,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    resolvePublic({ ...target, host: hostname }, resolve).then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: Error) => callback(error, ''),
    );
  };
}

function requestOnce(target: Target, resolve: Resolver, signal: AbortSignal): Promise<IncomingMessage> {
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolveResponse, reject) => {
    const request = client.request(target.url, {
      method: 'GET',
      headers,
      signal,
      agent: false,
      lookup: guardedLookup(target, resolve) as never,
    });
    request.on('response', resolveResponse);
    request.on('error', reject);
    request.end();
  });
}

const decompressors: Record<string, () => zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress> = {
  gzip: zlib.createGunzip,
  'x-gzip': zlib.createGunzip,
  deflate: zlib.createInflate,
  br: zlib.createBrotliDecompress,
};

/**
 * The body, decompressed, refused beyond `maxBytes`: the declared length, the bytes on the wire and the
 * bytes after decompression are each capped.
 */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new TargetRefusedError('too-large', `> ${maxBytes} bytes`);
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const decompress = decompressors[encoding];
  let body: Readable = response;
  if (decompress) {
    let wire = 0;
    response.on('data', (chunk: Buffer) => {
      wire += chunk.length;
      if (wire > maxBytes) response.destroy(tooLarge());
    });
    body = response.pipe(decompress());
    response.on('error', (error) => body.destroy(error));
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Errors of the socket or the clock, as refusals the analyzer can explain. */
function asRefusal(error: unknown, signal: AbortSignal): TargetRefusedError {
  if (error instanceof TargetRefusedError) return error;
  const cause = (error as { cause?: unknown })?.cause;
  if (cause instanceof TargetRefusedError) return cause;
  if (signal.aborted) return new TargetRefusedError('timeout', `${FETCH_TIMEOUT_MS} ms`);
  return new TargetRefusedError('network', (error as Error)?.message ?? String(error));
}

/** Fetches one HTML page of a user's URL under every rule above. Rejects with a TargetRefusedError. */
export async function safeFetch(input: string, options: SafeFetchOptions = {}): Promise<FetchedPage> {
  const policy = options.policy ?? policyFromEnvironment();
  const resolve = options.resolve ?? defaultResolver;
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const signal = AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS);
  const started = Date.now();
  const redirects: string[] = [];
  let target = checkTarget(input, policy);
  try {
    for (;;) {
      const response = await requestOnce(target, resolve, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location) {
        response.resume();
        if (redirects.length >= MAX_REDIRECTS) throw new TargetRefusedError('redirects', `${MAX_REDIRECTS}+`);
        let next: URL;
        try {
          next = new URL(location, target.url);
        } catch {
          throw new TargetRefusedError('network', `bad Location ${location}`);
        }
        redirects.push(next.href);
        target = checkTarget(next, policy);
        continue;
      }
      const contentType = String(response.headers['content-type'] ?? '');
      if (status < 200 || status > 299) {
        response.resume();
        throw new TargetRefusedError('status', String(status));
      }
      if (!HTML_TYPES.includes(contentType.split(';')[0]!.trim().toLowerCase())) {
        response.resume();
        throw new TargetRefusedError('not-html', contentType || '(sem tipo)');
      }
      const body = await readCapped(response, maxBodyBytes);
      return {
        finalUrl: target.url.href,
        status,
        contentType,
        body,
        redirects,
        elapsedMs: Date.now() - started,
      };
    }
  } catch (error) {
    throw asRefusal(error, signal);
  }
}
