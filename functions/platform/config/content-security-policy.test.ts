import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildScriptHashes,
  contentSecurityPolicy,
  FILE_POLICY,
  inlineScriptHashes,
  policyFor,
  scriptHash,
} from './content-security-policy';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('contentSecurityPolicy', () => {
  it('allows scripts from the origin and the given hashes only, never inline ones', () => {
    const policy = directives(
      contentSecurityPolicy({
        scriptHashes: ['abc=', 'def='],
        connectOrigins: ['https://cognito-idp.sa-east-1.amazonaws.com'],
      }),
    );
    expect(policy['script-src']).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'https://cognito-idp.sa-east-1.amazonaws.com']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    // emotion's style tags: allowed for styles, the only inline content allowed.
    expect(policy['style-src']).toContain("'unsafe-inline'");
    const others = Object.entries(policy).filter(([name]) => name !== 'style-src');
    expect(others.flatMap(([, sources]) => sources)).not.toContain("'unsafe-inline'");
    expect(others.flatMap(([, sources]) => sources)).not.toContain("'unsafe-eval'");
  });
});

describe('policyFor', () => {
  it('lets the site frame its files (uploads, the seed documents) and nothing else', () => {
    expect(policyFor('/uploads/modules/m1/a.pdf', 'page')).toBe(FILE_POLICY);
    expect(policyFor('/learning/modelo-5w2h.pdf', 'page')).toBe(FILE_POLICY);
    expect(policyFor('/dashboard', 'page')).toBe('page');
    expect(policyFor('/assets/index.js', 'page')).toBe('page');
    expect(policyFor('/learningx', 'page')).toBe('page');
  });
});

describe('script hashes', () => {
  it('hashes a script as browsers do (the CSP specification example)', () => {
    expect(scriptHash("alert('Hello, world.');")).toBe('qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=');
  });

  it('hashes inline scripts only, byte for byte', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/app.js"></script></head>' +
      '<body><div id="root"></div><script>(function () {\n  start();\n})();</script></body>';
    expect(inlineScriptHashes(html)).toEqual([scriptHash('(function () {\n  start();\n})();')]);
  });

  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("collects every HTML file's inline scripts of a build, once each; none without a build", () => {
    dist = mkdtempSync(join(tmpdir(), 'csp-'));
    mkdirSync(join(dist, 'prerendered'));
    writeFileSync(join(dist, 'index.html'), '<script type="module" src="/a.js"></script>');
    writeFileSync(join(dist, 'prerendered', 'auth.html'), '<script>b()</script><script>a()</script>');
    writeFileSync(join(dist, 'prerendered', 'landing.html'), '<script>a()</script>');
    writeFileSync(join(dist, 'prerendered', 'notes.txt'), '<script>c()</script>');
    expect(buildScriptHashes(dist)).toEqual([scriptHash('a()'), scriptHash('b()')].sort());
    expect(buildScriptHashes(join(dist, 'missing'))).toEqual([]);
  });
});
