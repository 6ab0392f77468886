import { describe, expect, it } from 'vitest';
import { IMPERSONATION_HEADER as API_HEADER } from '@contracts/impersonation';
import {
  actingSession,
  IMPERSONATION_HEADER,
  IMPERSONATION_STORAGE_KEY,
  readImpersonation,
} from './impersonation';

it('sends the header the API reads', () => {
  expect(IMPERSONATION_HEADER).toBe(API_HEADER);
});

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === IMPERSONATION_STORAGE_KEY ? value : null),
});

const record = {
  targetUserId: 'alvo-1',
  email: 'alvo@exemplo.com.br',
  adminUserId: 'admin-1',
  timestamp: 1,
};

describe('readImpersonation', () => {
  it('reads the stored record', () => {
    expect(readImpersonation(storage(JSON.stringify(record)))).toEqual(record);
  });

  it.each([
    ['nothing stored', null],
    ['broken JSON', '{'],
    ['a record without the admin it belongs to', JSON.stringify({ ...record, adminUserId: undefined })],
    ['a record without a target', JSON.stringify({ ...record, targetUserId: '' })],
    [
      'the earlier record with copied tokens',
      JSON.stringify({ accessToken: 'a', refreshToken: 'r', userId: 'u1', email: 'x', timestamp: 1 }),
    ],
    ['a string', '"sim"'],
  ])('ignores %s', (_, value) => {
    expect(readImpersonation(storage(value))).toBeNull();
  });

  it('finds nothing where there is no storage (outside a browser)', () => {
    expect(readImpersonation(undefined)).toBeNull();
  });
});

describe('actingSession', () => {
  const admin = { userId: 'admin-1', isAdmin: true };

  it('is the signed-in session when nothing is impersonated', () => {
    expect(actingSession(admin, null)).toBe(admin);
    expect(actingSession(null, record)).toBeNull();
  });

  it('acts as the target, admin powers off, while the admin who started it is signed in', () => {
    expect(actingSession(admin, record)).toEqual({
      userId: 'alvo-1',
      isAdmin: false,
      impersonatedBy: 'admin-1',
    });
  });

  it('ignores a record another user left behind', () => {
    const other = { userId: 'outro', isAdmin: false };
    expect(actingSession(other, record)).toBe(other);
  });
});

describe('a refusal before anyone listens', () => {
  it('is heard once by the first listener (the shell mounting after a reload)', async () => {
    const { impersonationRefused, onImpersonationRefused } = await import('./impersonation');
    impersonationRefused(new Error('Sessão de personificação encerrada'));
    const heard: string[] = [];
    const stop = onImpersonationRefused((message) => heard.push(message));
    const later: string[] = [];
    const stopLater = onImpersonationRefused((message) => later.push(message));
    stop();
    stopLater();
    expect(heard).toEqual(['Sessão de personificação encerrada']);
    expect(later).toEqual([]);
  });
});
