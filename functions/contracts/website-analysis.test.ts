import { describe, expect, it } from 'vitest';
import { normaliseWebsiteUrl, readAnalysisData } from './website-analysis';

describe('the website URL rules (spec 5)', () => {
  it.each(['', '   '])('%j is required', (input) => {
    expect(normaliseWebsiteUrl(input)).toEqual({ ok: false, problem: 'required' });
  });

  it.each([
    ['www.padaria.com.br', 'https://www.padaria.com.br/'],
    ['padaria.com.br/contato', 'https://padaria.com.br/contato'],
    ['  http://padaria.com.br  ', 'http://padaria.com.br/'],
    ['HTTPS://Padaria.com.br', 'https://padaria.com.br/'],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080/'],
  ])('%j becomes %j (https:// only when there is no http(s) scheme)', (input, url) => {
    expect(normaliseWebsiteUrl(input)).toEqual({ ok: true, url });
  });

  it.each(['não é um site', 'padaria', 'https://', 'http://exa mple.com', 'ftp//x'])(
    '%j is not a valid URL',
    (input) => {
      expect(normaliseWebsiteUrl(input)).toEqual({ ok: false, problem: 'invalid' });
    },
  );
});

describe('analysis_data as stored (spec 3)', () => {
  const data = { overall_score: 70, summary: { overview: 'ok' } };

  it('reads an object or a JSON string, and treats anything else as none', () => {
    expect(readAnalysisData(data)).toEqual(data);
    expect(readAnalysisData(JSON.stringify(data))).toEqual(data);
    expect(readAnalysisData('{not json')).toBeNull();
    expect(readAnalysisData('"a string"')).toBeNull();
    expect(readAnalysisData(null)).toBeNull();
    expect(readAnalysisData(undefined)).toBeNull();
  });
});
