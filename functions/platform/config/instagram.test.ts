import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INSTAGRAM_GRAPH_URL,
  instagramConfig,
  instagramConfigured,
  instagramHealth,
} from './instagram';

describe('the Instagram configuration', () => {
  it('is configured with a token and an account id; the Graph URL defaults to the pinned v25.0 base', () => {
    expect(instagramConfig({ INSTAGRAM_ACCESS_TOKEN: 'tok', INSTAGRAM_ACCOUNT_ID: '1784' })).toEqual({
      configured: true,
      graphUrl: DEFAULT_INSTAGRAM_GRAPH_URL,
      accountId: '1784',
      token: { kind: 'value', value: 'tok' },
    });
    expect(DEFAULT_INSTAGRAM_GRAPH_URL).toBe('https://graph.facebook.com/v25.0');
  });

  it('takes the token from a Secrets Manager secret in the cloud', () => {
    const config = instagramConfig({
      INSTAGRAM_TOKEN_SECRET_NAME: 'rumo/instagram',
      INSTAGRAM_ACCOUNT_ID: '1',
    });
    expect(config).toMatchObject({
      configured: true,
      token: { kind: 'secret', secretName: 'rumo/instagram' },
    });
  });

  it('is not configured without either, empty values counting as unset', () => {
    expect(instagramConfig({})).toMatchObject({ configured: false });
    expect(instagramConfigured({ INSTAGRAM_ACCESS_TOKEN: 'tok', INSTAGRAM_ACCOUNT_ID: '' })).toBe(false);
    expect(instagramConfigured({ INSTAGRAM_ACCOUNT_ID: '1' })).toBe(false);
    expect(instagramConfigured({ INSTAGRAM_ACCOUNT_ID: 'abc', INSTAGRAM_ACCESS_TOKEN: 'tok' })).toBe(false);
  });

  it('takes only an https Graph base, or http on loopback (the stand-in)', () => {
    const base = { INSTAGRAM_ACCESS_TOKEN: 'tok', INSTAGRAM_ACCOUNT_ID: '1' };
    expect(instagramConfig({ ...base, INSTAGRAM_GRAPH_URL: 'http://127.0.0.1:4000/v25.0' })).toMatchObject({
      configured: true,
      graphUrl: 'http://127.0.0.1:4000/v25.0',
    });
    for (const url of ['http://graph.facebook.com/v25.0', 'https://x.com/v25.0?a=1', 'não é url']) {
      expect(instagramConfigured({ ...base, INSTAGRAM_GRAPH_URL: url }), url).toBe(false);
      expect(instagramHealth({ ...base, INSTAGRAM_GRAPH_URL: url }).detail, url).toContain(
        'INSTAGRAM_GRAPH_URL',
      );
    }
  });

  it('the health report says which, never with the token', () => {
    const health = instagramHealth({ INSTAGRAM_ACCESS_TOKEN: 'secret-token', INSTAGRAM_ACCOUNT_ID: '1784' });
    expect(health.status).toBe('ok');
    expect(health.detail).toContain('1784');
    expect(health.detail).not.toContain('secret-token');
    expect(instagramHealth({})).toMatchObject({ status: 'not-configured' });
    expect(instagramHealth({}).detail).toContain('INSTAGRAM_ACCOUNT_ID');
  });
});
