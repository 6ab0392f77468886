import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { Role } from '../../contracts/me';

/** Who is calling, taken only from the verified token's claims. */
export interface AuthContext {
  userId: string;
  groups: string[];
  roles: Role[];
  isAdmin: boolean;
  /** Set while an admin acts as this user (the admin's id), see functions/platform/http/impersonation.ts. */
  impersonatedBy?: string;
}

export const ADMIN_GROUP = 'admin';

type Claims = APIGatewayProxyEventV2WithJWTAuthorizer['requestContext']['authorizer']['jwt']['claims'];

/**
 * API Gateway flattens array claims into a string such as "[admin]" or "[admin user]"; the raw
 * token has a JSON array. Both shapes are accepted.
 */
export function parseGroups(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.trim() === '') return [];
  const trimmed = value.trim();
  if (trimmed.startsWith('[') && trimmed.endsWith(']')) {
    return trimmed
      .slice(1, -1)
      .split(/[\s,]+/)
      .map((group) => group.replace(/^"|"$/g, ''))
      .filter(Boolean);
  }
  return [trimmed];
}

/**
 * API Gateway's JWT authorizer lets ID tokens through too (their `aud` is the client id, as an access
 * token's `client_id` is): only access tokens are accepted here, in the cloud and locally alike.
 */
export function authFromClaims(claims: Claims | undefined): AuthContext | null {
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') return null;
  if (claims?.token_use !== 'access') return null;
  const groups = parseGroups(claims?.['cognito:groups']);
  const isAdmin = groups.includes(ADMIN_GROUP);
  return { userId: sub, groups, isAdmin, roles: isAdmin ? ['admin', 'user'] : ['user'] };
}
