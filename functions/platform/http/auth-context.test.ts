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
    expect(authFromClaims({ sub: 'abc', 'cognito:groups': '[admin]' })).toEqual({
      userId: 'abc',
      groups: ['admin'],
      isAdmin: true,
      roles: ['admin', 'user'],
    });
    expect(authFromClaims({ sub: 'abc' })).toMatchObject({ isAdmin: false, roles: ['user'] });
  });

  it('refuses claims without a subject', () => {
    expect(authFromClaims(undefined)).toBeNull();
    expect(authFromClaims({ sub: '' })).toBeNull();
    expect(authFromClaims({ 'cognito:groups': '[admin]' })).toBeNull();
  });

  it('does not treat a group that merely contains "admin" as admin', () => {
    expect(authFromClaims({ sub: 'x', 'cognito:groups': '[admins not-admin]' })?.isAdmin).toBe(false);
  });
});
