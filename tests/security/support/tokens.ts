import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';

const require = createRequire(import.meta.url);
/** cognito-local signs every token with this key (shipped in its package); local only. */
const cognitoLocalKey = JSON.parse(
  readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8'),
) as { jwk: JWK };

async function resign(token: string, key: CryptoKey | Uint8Array, claims: Record<string, unknown>) {
  const header = decodeProtectedHeader(token);
  return new SignJWT({ ...decodeJwt(token), ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: header.kid ?? 'CognitoLocal' })
    .sign(key);
}

/** The same claims, signed by a key that is not the pool's (same kid): the signature must fail. */
export async function forgedToken(token: string): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  return resign(token, privateKey, {});
}

/** Correctly signed by the pool's key, but expired an hour ago. */
export async function expiredToken(token: string): Promise<string> {
  const key = await importJWK(cognitoLocalKey.jwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return resign(token, key, { iat: now - 7200, exp: now - 3600 });
}

/** A real token whose payload was edited to claim the admin group, under the original signature. */
export function tamperedAdminToken(token: string): string {
  const [header, , signature] = token.split('.');
  const payload = Buffer.from(JSON.stringify({ ...decodeJwt(token), 'cognito:groups': ['admin'] })).toString(
    'base64url',
  );
  return `${header}.${payload}.${signature}`;
}
