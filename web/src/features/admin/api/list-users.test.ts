import { describe, expect, it } from 'vitest';
import { usersPagePath } from './list-users';

describe('usersPagePath (pages of the chunk size, 50)', () => {
  it('asks for the first 50 users, then the 50 after a cursor', () => {
    expect(usersPagePath(null)).toBe('/admin/users?limit=50');
    expect(usersPagePath('abc+/=')).toBe('/admin/users?limit=50&cursor=abc%2B%2F%3D');
  });
});
