import { describe, expect, it } from 'vitest';
import { IMPERSONATION_STORAGE_KEY, readImpersonation } from './impersonation';

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === IMPERSONATION_STORAGE_KEY ? value : null),
});

describe('readImpersonation', () => {
  const record = {
    accessToken: 'a',
    refreshToken: 'r',
    userId: 'u1',
    email: 'admin@rumo.local',
    timestamp: 1,
  };

  it('reads the stored record', () => {
    expect(readImpersonation(storage(JSON.stringify(record)))).toEqual(record);
  });

  it.each([
    ['nothing stored', null],
    ['broken JSON', '{'],
    ['a record without its tokens', JSON.stringify({ userId: 'u1', email: 'x', timestamp: 1 })],
    ['a string', '"sim"'],
  ])('ignores %s', (_, value) => {
    expect(readImpersonation(storage(value))).toBeNull();
  });
});
