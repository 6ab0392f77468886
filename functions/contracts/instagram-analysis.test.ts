import { describe, expect, it } from 'vitest';
import { instagramUsernameProblem } from './instagram-analysis';

describe('the Instagram form’s username rules (spec 5, and Instagram’s charset)', () => {
  it('requires the profile; the competitor and benchmark may be empty', () => {
    expect(instagramUsernameProblem('  ', true)).toBe('required');
    expect(instagramUsernameProblem('', false)).toBeNull();
  });

  it('refuses an @ anywhere, before any other rule', () => {
    expect(instagramUsernameProblem('@doceponto', true)).toBe('at');
    expect(instagramUsernameProblem('doce@ponto', false)).toBe('at');
  });

  it('accepts letters, digits, dot and underscore up to 30 characters, trimmed', () => {
    expect(instagramUsernameProblem(' doce_ponto.bh2 ', true)).toBeNull();
    expect(instagramUsernameProblem('doce ponto', true)).toBe('charset');
    expect(instagramUsernameProblem('confeitaria(x){y}', true)).toBe('charset');
    expect(instagramUsernameProblem('a'.repeat(31), true)).toBe('charset');
  });
});
