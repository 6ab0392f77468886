/**
 * The app's origins from a comma-separated list (`https://app.example.com.br, http://localhost:5173`),
 * normalised by URL parsing; anything that is not an http(s) origin is refused.
 */
export function parseOrigins(list: string): string[] {
  const origins = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(entry);
      if (url.protocol !== 'https:' && url.protocol !== 'http:')
        throw new Error(`not an http(s) origin: ${entry}`);
      if (url.origin !== entry.replace(/\/$/, '')) throw new Error(`not a bare origin: ${entry}`);
      return url.origin;
    });
  return [...new Set(origins)];
}

/**
 * Whether checkout may send the browser back to `url`: only to one of the app's own origins, so a
 * checkout link can never be used to redirect someone to a foreign site.
 */
export function isAllowedReturnUrl(url: string, origins: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  return origins.includes(parsed.origin);
}
