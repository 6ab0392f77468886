import { createRemoteJWKSet, jwtVerify } from 'jose';

export type Claims = Record<string, string>;
export type TokenVerifier = (token: string) => Promise<Claims | null>;

/**
 * Verifies a Cognito token the way API Gateway's JWT authorizer does (signature against the pool's
 * JWKS, issuer, expiry, and `aud` or `client_id` equal to the client id, so an ID token passes here as
 * it does in the cloud; the handler chain refuses it, see functions/platform/http/auth-context.ts) and
 * returns the claims flattened as API Gateway passes them to Lambda: every value a string, arrays as "[a b]".
 */
export function cognitoTokenVerifier(options: { issuer: string; clientId: string }): TokenVerifier {
  const jwks = createRemoteJWKSet(new URL(`${options.issuer}/.well-known/jwks.json`));
  return rememberVerified(async (token) => {
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: options.issuer });
      const audience = payload.client_id ?? payload.aud;
      if (audience !== options.clientId) return null;
      return flattenClaims(payload);
    } catch {
      return null;
    }
  });
}

/**
 * Keeps each verified token's claims until the token expires, as API Gateway's JWT authorizer does
 * (it does not look at revocation either): the RSA verification then costs once per token instead of
 * once per request, a third of a local `GET /api/me`. Refusals are not kept. At most `capacity`
 * tokens, the oldest forgotten first.
 */
export function rememberVerified(verify: TokenVerifier, capacity = 1000, now = Date.now): TokenVerifier {
  const verified = new Map<string, Claims>();
  return async (token) => {
    const known = verified.get(token);
    if (known && Number(known.exp) * 1000 > now()) return known;
    verified.delete(token);
    const claims = await verify(token);
    if (!claims) return null;
    if (verified.size >= capacity) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
    return claims;
  };
}

export function flattenClaims(payload: Record<string, unknown>): Claims {
  const claims: Claims = {};
  for (const [name, value] of Object.entries(payload)) {
    claims[name] = Array.isArray(value) ? `[${value.join(' ')}]` : String(value);
  }
  return claims;
}
