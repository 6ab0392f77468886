import { describe, expect, it } from 'vitest';
import { InvalidModelOutputError, reachedModel, refusedBeforeModelErrors } from './errors';
import { errorNameForStatus } from './provider/openai-transport';

const named = (name: string, fields: Record<string, unknown> = {}) =>
  Object.assign(new Error(`${name} na chamada`), { name }, fields);

/** The refusals before generating, written out here so the rule's own list is checked. */
const refused = [
  'ThrottlingException',
  'TooManyRequestsException',
  'ServiceQuotaExceededException',
  'AccessDeniedException',
  'UnrecognizedClientException',
  'ExpiredTokenException',
  'CredentialsProviderError',
  'ValidationException',
  'ResourceNotFoundException',
  'ServiceUnavailableException',
  'ServiceUnavailable',
  'ModelNotReadyException',
  // The emergency stop (decision 0056) refuses before the provider is asked at all.
  'AiUnavailableError',
];

describe('reachedModel: whether a failed call reached the model (the release rule of decision 0039)', () => {
  it.each(refused)('%s: refused before generating, not reached', (name) => {
    expect(reachedModel(named(name))).toBe(false);
  });

  it('the list above is the whole list', () => {
    expect([...refusedBeforeModelErrors].sort()).toEqual([...refused].sort());
  });

  it.each([
    'ModelTimeoutException',
    'TimeoutError',
    'ModelErrorException',
    'InternalServerException',
    'ModelStreamErrorException',
    'AbortError',
    'Error',
    'TypeError',
  ])('%s: reached (or may have)', (name) => {
    expect(reachedModel(named(name))).toBe(true);
  });

  it('an invalid output reached the model, whatever the reason it carries', () => {
    expect(reachedModel(new InvalidModelOutputError('genius-reply', ['vazio']))).toBe(true);
    // A follow-up call (repair, larger budget) throttled: the first call had reached the model.
    expect(reachedModel(new InvalidModelOutputError('genius-reply', ['reparo: ThrottlingException']))).toBe(
      true,
    );
  });

  it('a connection never made (the socket error, or the SDK error it caused) did not reach it', () => {
    for (const code of ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']) {
      expect(reachedModel(Object.assign(new Error(`connect ${code}`), { code })), code).toBe(false);
      // Bedrock's HTTP/2 client: ERR_HTTP2_STREAM_CANCEL caused by the socket's error.
      const cause = Object.assign(new Error(`connect ${code}`), { code });
      expect(
        reachedModel(Object.assign(new Error('stream canceled'), { code: 'ERR_HTTP2_STREAM_CANCEL', cause })),
        code,
      ).toBe(false);
    }
    // A connection reset after the request was sent may have reached it.
    expect(reachedModel(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe(true);
  });

  it('what is not an Error is counted as reached', () => {
    for (const value of [undefined, null, 'ThrottlingException', 42, {}]) {
      expect(reachedModel(value), String(value)).toBe(true);
    }
    expect(reachedModel({ name: 'ThrottlingException' })).toBe(false);
  });

  it('the OpenAI-compatible transport’s HTTP statuses: refused for 429, 401, 403, 400, 404, 502–504; reached for 408 and other 5xx', () => {
    const reached = (status: number, code?: string) => reachedModel(named(errorNameForStatus(status, code)));
    for (const status of [429, 401, 403, 400, 404, 422, 502, 503, 504]) {
      expect(reached(status), String(status)).toBe(false);
    }
    expect(reached(429, 'insufficient_quota')).toBe(false);
    for (const status of [408, 500, 501]) expect(reached(status), String(status)).toBe(true);
  });
});
