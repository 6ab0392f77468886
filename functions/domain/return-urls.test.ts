import { describe, expect, it } from 'vitest';
import { isAllowedReturnUrl, parseOrigins } from './return-urls';

describe('parseOrigins', () => {
  it('normalises a comma-separated list and drops duplicates', () => {
    expect(
      parseOrigins(' https://app.example.com.br/, http://localhost:5173,http://localhost:5173 '),
    ).toEqual(['https://app.example.com.br', 'http://localhost:5173']);
  });

  it('refuses paths and other schemes', () => {
    expect(() => parseOrigins('https://app.example.com.br/pricing')).toThrow(/bare origin/);
    expect(() => parseOrigins('ftp://app.example.com.br')).toThrow(/http/);
    expect(() => parseOrigins('app.example.com.br')).toThrow();
  });
});

describe('isAllowedReturnUrl', () => {
  const origins = ['https://app.example.com.br', 'http://localhost:5173'];

  it.each([
    ['https://app.example.com.br/payment-success', true],
    ['https://app.example.com.br/payment-success?session={CHECKOUT_SESSION_ID}', true],
    ['http://localhost:5173/pricing', true],
    ['http://app.example.com.br/payment-success', false],
    ['https://app.example.com.br.evil.com/payment-success', false],
    ['https://evil.com/?https://app.example.com.br', false],
    ['https://user:pw@app.example.com.br/', false],
    ['http://localhost:5174/pricing', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('%s → %s', (url, allowed) => {
    expect(isAllowedReturnUrl(url, origins)).toBe(allowed);
  });
});
