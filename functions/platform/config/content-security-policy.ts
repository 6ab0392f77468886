import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The site's Content-Security-Policy (decision 0042), one string for CloudFront's response headers
 * policy (infra/stacks/web-stack.ts) and for the local server of the build (functions/local/web-server.ts).
 * Scripts: the app's own files and the inline boot scripts of the prerendered pages, by hash, never
 * 'unsafe-inline'. Styles keep 'unsafe-inline': emotion (MUI) writes style tags at run time and the
 * prerendered pages carry theirs inline; a style cannot run code.
 */
export interface CspSources {
  /** sha256 hashes (base64) of the inline scripts the pages carry: contentSecurityPolicyHashes. */
  scriptHashes: readonly string[];
  /** Origins the app calls besides its own: Cognito's endpoint, the uploads bucket's POST. */
  connectOrigins: readonly string[];
}

/**
 * The files the app shows in its own frames (file items: admins' uploads and the seed's documents under
 * /learning/): framed by the site only. They run nothing, and a PDF viewer is left alone.
 */
export const FILE_POLICY = "frame-ancestors 'self'";
export const FRAMED_FILE_PREFIXES = ['/uploads/', '/learning/'] as const;

/** The policy of a path: FILE_POLICY for the framed files, `pagePolicy` for everything else. */
export const policyFor = (pathname: string, pagePolicy: string): string =>
  FRAMED_FILE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ? FILE_POLICY : pagePolicy;

export function contentSecurityPolicy({ scriptHashes, connectOrigins }: CspSources): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Image items may link any https image (functions/contracts/admin-modules.ts); blob: for downloads.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connectOrigins],
    // Admins embed videos, slides and the onboarding video from any https address (video-embed.ts);
    // the uploaded files are framed from this origin. A framed page runs in its own origin.
    'frame-src': ["'self'", 'https:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Base64 sha256 of a script's text, as CSP hashes it (the bytes between <script> and </script>). */
export const scriptHash = (script: string): string =>
  createHash('sha256').update(script, 'utf8').digest('base64');

const INLINE_SCRIPT = /<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/gi;

/** The hashes of every inline script (a script tag without src) of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([tag]) => !/^<script[^>]*\ssrc=/i.test(tag))
    .map(([, body]) => scriptHash(body ?? ''));
}

/**
 * The hashes of the inline scripts of a web build's HTML files (index.html and the prerendered pages),
 * sorted and unique; none when the build does not exist (nothing to serve then).
 */
export function buildScriptHashes(distDir: string): string[] {
  if (!existsSync(distDir)) return [];
  const htmlFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? htmlFiles(join(dir, entry.name))
        : entry.name.endsWith('.html')
          ? [join(dir, entry.name)]
          : [],
    );
  const hashes = htmlFiles(distDir).flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8')));
  return [...new Set(hashes)].sort();
}
