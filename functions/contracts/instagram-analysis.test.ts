import { describe, expect, it } from 'vitest';
import { createInstagramAnalysisBody, instagramUsernameProblem } from './instagram-analysis';
import { marketingMessages } from './messages/marketing';

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

describe('the creation body (zod)', () => {
  const issues = (body: unknown) => {
    const result = createInstagramAnalysisBody.safeParse(body);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('takes a profile alone, or with a competitor and a benchmark (empty or null = none)', () => {
    expect(issues({ profileUsername: 'doceponto' })).toEqual([]);
    expect(issues({ profileUsername: 'doceponto', competitorUsername: '', benchmarkUsername: null })).toEqual(
      [],
    );
  });

  it('refuses each field with the form’s message', () => {
    expect(issues({ profileUsername: '' })).toEqual([
      ['profileUsername', marketingMessages.instagram.profileRequired],
    ]);
    expect(issues({ profileUsername: 'doceponto', benchmarkUsername: '@x' })).toEqual([
      ['benchmarkUsername', marketingMessages.instagram.noAt],
    ]);
    expect(issues({ profileUsername: 'doce{ponto}' })).toEqual([
      ['profileUsername', marketingMessages.instagram.usernameCharset],
    ]);
  });
});
