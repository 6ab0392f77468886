import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Versions from './versions';

// The module builds the document client from the runtime configuration: give it one (nothing is sent).
let versions: typeof Versions;
beforeAll(async () => {
  vi.stubEnv('TABLE_NAME', 't');
  vi.stubEnv('USER_POOL_ID', 'p');
  vi.stubEnv('USER_POOL_CLIENT_ID', 'c');
  versions = await import('./versions');
  vi.unstubAllEnvs();
});

const existing = {
  TableName: 't',
  Key: { pk: 'USER#u', sk: 'PLAN#p' },
  ConditionExpression: 'attribute_exists(#pk) AND attribute_exists(#sk) OR #x = :x',
  ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk', '#x': 'x' },
  ExpressionAttributeValues: { ':x': 1 },
};

describe('a write conditioned on the version the client sent', () => {
  it('without a version the write is left as it is (older clients)', () => {
    expect(versions.expectingVersion(existing, undefined)).toBe(existing);
  });

  it('a version: the stored one must equal it, ANDed after the write’s own condition in parentheses', () => {
    const conditioned = versions.expectingVersion(existing, 4);
    expect(conditioned.ConditionExpression).toBe(
      '(attribute_exists(#pk) AND attribute_exists(#sk) OR #x = :x) AND #expectedVersionName = :expectedVersion',
    );
    expect(conditioned.ExpressionAttributeNames).toEqual({
      ...existing.ExpressionAttributeNames,
      '#expectedVersionName': 'version',
    });
    expect(conditioned.ExpressionAttributeValues).toEqual({ ':x': 1, ':expectedVersion': 4 });
    expect(conditioned.Key).toBe(existing.Key);
  });

  it('version 0 also matches an item stored before versions (no attribute)', () => {
    const conditioned = versions.expectingVersion({ TableName: 't', Key: existing.Key }, 0);
    expect(conditioned.ConditionExpression).toBe(
      '(attribute_not_exists(#expectedVersionName) OR #expectedVersionName = :expectedVersion)',
    );
    expect(conditioned.ExpressionAttributeValues).toEqual({ ':expectedVersion': 0 });
  });

  it.each([
    [3, 3],
    [undefined, 0],
    ['2', 0],
    [null, 0],
  ])('a stored version %j reads as %i', (stored, read) => {
    expect(versions.storedVersion(stored)).toBe(read);
  });
});
