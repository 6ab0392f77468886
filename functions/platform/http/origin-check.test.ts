import { describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER, originCheck } from './origin-check';

describe('originCheck', () => {
  it('lets every request through when no secret is configured', () => {
    expect(originCheck(undefined)({})).toBe(true);
    expect(originCheck('')(undefined)).toBe(true);
  });

  it('accepts only the exact secret in the origin header', () => {
    const check = originCheck('s3cr3t-value');
    expect(check({ [ORIGIN_VERIFY_HEADER]: 's3cr3t-value' })).toBe(true);
    expect(check({})).toBe(false);
    expect(check(undefined)).toBe(false);
    expect(check({ [ORIGIN_VERIFY_HEADER]: '' })).toBe(false);
    expect(check({ [ORIGIN_VERIFY_HEADER]: 's3cr3t-valu' })).toBe(false);
    expect(check({ [ORIGIN_VERIFY_HEADER]: 's3cr3t-value ' })).toBe(false);
    expect(check({ [ORIGIN_VERIFY_HEADER]: 'S3CR3T-VALUE' })).toBe(false);
    expect(check({ 'x-other': 's3cr3t-value' })).toBe(false);
  });
});
