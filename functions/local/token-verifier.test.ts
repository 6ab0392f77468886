import { describe, expect, it } from 'vitest';
import { flattenClaims, rememberVerified } from './token-verifier';

describe('flattenClaims', () => {
  it('passes claims as API Gateway does: strings, arrays as "[a b]"', () => {
    expect(flattenClaims({ sub: 'x', exp: 123, 'cognito:groups': ['admin', 'user'] })).toEqual({
      sub: 'x',
      exp: '123',
      'cognito:groups': '[admin user]',
    });
  });
});

describe('rememberVerified', () => {
  const expiresAt = 1_000_000; // seconds
  const counting = () => {
    const calls: string[] = [];
    const verify = async (token: string) => {
      calls.push(token);
      return token.startsWith('good') ? { sub: token, exp: String(expiresAt) } : null;
    };
    return { calls, verify };
  };

  it('verifies a token once while it is valid, again once it has expired', async () => {
    let nowMs = (expiresAt - 10) * 1000;
    const { calls, verify } = counting();
    const verifier = rememberVerified(verify, 10, () => nowMs);
    expect(await verifier('good-1')).toEqual({ sub: 'good-1', exp: String(expiresAt) });
    expect(await verifier('good-1')).toEqual({ sub: 'good-1', exp: String(expiresAt) });
    expect(calls).toEqual(['good-1']);
    nowMs = expiresAt * 1000;
    await verifier('good-1');
    expect(calls).toEqual(['good-1', 'good-1']);
  });

  it('never keeps a refusal and forgets the oldest token past its capacity', async () => {
    const { calls, verify } = counting();
    const verifier = rememberVerified(verify, 2, () => 0);
    expect(await verifier('bad')).toBeNull();
    expect(await verifier('bad')).toBeNull();
    for (const token of ['good-1', 'good-2', 'good-3', 'good-2', 'good-1']) await verifier(token);
    expect(calls).toEqual(['bad', 'bad', 'good-1', 'good-2', 'good-3', 'good-1']);
  });
});
