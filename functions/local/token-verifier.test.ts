import { describe, expect, it } from 'vitest';
import { flattenClaims } from './token-verifier';

describe('flattenClaims', () => {
  it('passes claims as API Gateway does: strings, arrays as "[a b]"', () => {
    expect(flattenClaims({ sub: 'x', exp: 123, 'cognito:groups': ['admin', 'user'] })).toEqual({
      sub: 'x',
      exp: '123',
      'cognito:groups': '[admin user]',
    });
  });
});
