import { createRemoteJWKSet, jwtVerify } from 'jose';

export type Claims = Record<string, string>;
export type TokenVerifier = (token: string) => Promise<Claims | null>;

/**
 * Verifies a Cognito access token the way API Gateway's JWT authorizer does (signature against the
 * pool's JWKS, issuer, expiry, client id) and returns the claims flattened as API Gateway passes
 * them to Lambda: every value a string, arrays as "[a b]".
 */
export function cognitoTokenVerifier(options: { issuer: string; clientId: string }): TokenVerifier {
  const jwks = createRemoteJWKSet(new URL(`${options.issuer}/.well-known/jwks.json`));
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: options.issuer });
      if (payload.token_use !== 'access' || payload.client_id !== options.clientId) return null;
      return flattenClaims(payload);
    } catch {
      return null;
    }
  };
}

export function flattenClaims(payload: Record<string, unknown>): Claims {
  const claims: Claims = {};
  for (const [name, value] of Object.entries(payload)) {
    claims[name] = Array.isArray(value) ? `[${value.join(' ')}]` : String(value);
  }
  return claims;
}
