import { describe, expect, it } from 'vitest';
import { authFromClaims, parseGroups } from './auth-context';

describe('parseGroups', () => {
  it.each([
    [['admin'], ['admin']],
    ['[admin]', ['admin']],
    ['[admin user]', ['admin', 'user']],
    ['["admin","user"]', ['admin', 'user']],
    ['admin', ['admin']],
    ['', []],
    [undefined, []],
    [42, []],
  ])('reads %j as %j', (value, expected) => {
    expect(parseGroups(value)).toEqual(expected);
  });
});

describe('authFromClaims', () => {
  it('takes the user id from sub and the admin role from the admin group', () => {
    expect(authFromClaims({ sub: 'abc', token_use: 'access', 'cognito:groups': '[admin]' })).toEqual({
      userId: 'abc',
      groups: ['admin'],
      isAdmin: true,
      roles: ['admin', 'user'],
    });
    expect(authFromClaims({ sub: 'abc', token_use: 'access' })).toMatchObject({
      isAdmin: false,
      roles: ['user'],
    });
  });

  it('refuses claims without a subject', () => {
    expect(authFromClaims(undefined)).toBeNull();
    expect(authFromClaims({ sub: '' })).toBeNull();
    expect(authFromClaims({ 'cognito:groups': '[admin]' })).toBeNull();
  });

  it('refuses an ID token (API Gateway lets it through: its aud is the client id)', () => {
    expect(authFromClaims({ sub: 'abc', token_use: 'id', aud: 'client' })).toBeNull();
    expect(authFromClaims({ sub: 'abc' })).toBeNull();
  });

  it('does not treat a group that merely contains "admin" as admin', () => {
    expect(
      authFromClaims({ sub: 'x', token_use: 'access', 'cognito:groups': '[admins not-admin]' })?.isAdmin,
    ).toBe(false);
  });
});
