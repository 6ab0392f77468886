import { describe, expect, it } from 'vitest';
import { usersPagePath } from './list-users';

describe('usersPagePath (pages of the chunk size, 50)', () => {
  it('asks for the first 50 users, then the 50 after a cursor', () => {
    expect(usersPagePath('', null)).toBe('/admin/users?limit=50');
    expect(usersPagePath('', 'abc+/=')).toBe('/admin/users?limit=50&cursor=abc%2B%2F%3D');
  });

  it('sends the search term, encoded, with its cursor', () => {
    expect(usersPagePath('joão silva', null)).toBe('/admin/users?limit=50&search=jo%C3%A3o%20silva');
    expect(usersPagePath('a&b', 'offset:50')).toBe('/admin/users?limit=50&search=a%26b&cursor=offset%3A50');
  });
});
