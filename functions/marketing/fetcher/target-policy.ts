import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which targets a server-side fetch of a user's URL may reach (OWASP SSRF prevention, "any external
 * URL"; ASVS 5.0 V1.3): http and https on ports 80 and 443, and only hosts whose every address is
 * public unicast. `WEBSITE_ANALYSIS_ALLOWED_HOSTS` names exact `host:port` pairs that may be fetched
 * even though they are not public (tests and the local demo site; the cloud never sets it).
 */

/** Why a target was refused; the fetcher's callers turn it into a Portuguese reason. */
export type RefusalReason =
  | 'scheme'
  | 'credentials'
  | 'port'
  | 'address'
  | 'unresolved'
  | 'redirects'
  | 'timeout'
  | 'too-large'
  | 'not-html'
  | 'status'
  | 'network';

export class TargetRefusedError extends Error {
  override name = 'TargetRefusedError';
  constructor(
    readonly reason: RefusalReason,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

export const DEFAULT_PORTS: readonly number[] = [80, 443];

export interface TargetPolicy {
  /** Exact `host:port` pairs (host lowercased, IPv6 in brackets) that skip the address and port rules. */
  allowedHosts: ReadonlySet<string>;
  /** Ports a public host may be fetched on (80 and 443; tests widen it to prove the address check alone). */
  ports: readonly number[];
}

/** `WEBSITE_ANALYSIS_ALLOWED_HOSTS`: comma-separated `host:port` pairs, empty by default. */
export function parseAllowedHosts(value: string | undefined): Set<string> {
  const pairs = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const pair of pairs) {
    if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(pair)) {
      throw new Error(`WEBSITE_ANALYSIS_ALLOWED_HOSTS: "${pair}" is not an exact host:port pair`);
    }
  }
  return new Set(pairs);
}

export const policyFromEnvironment = (
  env: Record<string, string | undefined> = process.env,
): TargetPolicy => ({
  allowedHosts: parseAllowedHosts(env.WEBSITE_ANALYSIS_ALLOWED_HOSTS),
  ports: DEFAULT_PORTS,
});

const globalUnicastV6 = ipaddr.parseCIDR('2000::/3');

/**
 * True only for a public unicast address. Refused: loopback, private, link-local (169.254.169.254
 * included), CGNAT, unique-local, multicast, unspecified, broadcast, reserved and documentation ranges,
 * and every IPv6 form that carries an IPv4 address (IPv4-mapped and -compatible, NAT64, 6to4, Teredo).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.range() !== 'unicast') return false;
  // IPv6 public space is 2000::/3; anything outside it (NAT64 64:ff9b::/96, ::ffff:0:0/96…) is not.
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(globalUnicastV6);
}

export interface Target {
  url: URL;
  /** The host as a connection uses it: IPv6 literals without brackets. */
  host: string;
  port: number;
  /** `host:port` as the allowlist spells it. */
  hostPort: string;
  allowed: boolean;
}

const defaultPort = (url: URL) => (url.protocol === 'https:' ? 443 : 80);

/**
 * The URL rules that need no DNS: scheme, credentials, port, and the address of an IP literal in any
 * notation (WHATWG URL parsing has already turned `0x7f.1`, `2130706433` or `017700000001` into
 * dotted decimal, and IPv6 into its canonical form). Host names are checked when they resolve.
 */
export function checkTarget(input: string | URL, policy: TargetPolicy): Target {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new TargetRefusedError('scheme', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TargetRefusedError('scheme', url.protocol);
  }
  if (url.username || url.password) throw new TargetRefusedError('credentials', url.host);
  const port = url.port ? Number(url.port) : defaultPort(url);
  const hostname = url.hostname.toLowerCase();
  const host = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname.replace(/\.$/, '');
  const hostPort = `${hostname.replace(/\.$/, '')}:${port}`;
  const allowed = policy.allowedHosts.has(hostPort);
  if (!allowed) {
    if (!policy.ports.includes(port)) throw new TargetRefusedError('port', hostPort);
    if (isIP(host) && !isPublicAddress(host)) throw new TargetRefusedError('address', host);
    if (!host || host === 'localhost' || host.endsWith('.localhost')) {
      throw new TargetRefusedError('address', host || '(vazio)');
    }
  }
  return { url, host, port, hostPort, allowed };
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to every address (DNS is a port: tests hand in their own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/**
 * Every address of the name, refused when any is not public (a name that resolves to one public and one
 * private address could be answered either way at connect time). Allowed targets skip the check.
 */
export async function resolvePublic(target: Target, resolve: Resolver): Promise<ResolvedAddress[]> {
  if (isIP(target.host)) return [{ address: target.host, family: isIP(target.host) }];
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(target.host);
  } catch (error) {
    throw new TargetRefusedError('unresolved', `${target.host}: ${(error as Error).message}`);
  }
  if (addresses.length === 0) throw new TargetRefusedError('unresolved', target.host);
  if (!target.allowed) {
    const inside = addresses.find((entry) => !isPublicAddress(entry.address));
    if (inside) throw new TargetRefusedError('address', `${target.host} → ${inside.address}`);
  }
  return addresses;
}
