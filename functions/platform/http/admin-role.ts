import { ADMIN_GROUP, type AuthContext } from './auth-context';
import { log } from './log';

/**
 * The admin role as it stands now, not as the token remembers it: a token keeps its `admin` group
 * until it expires (up to an hour) after a demotion or a deletion, so a caller whose token claims
 * the role is checked against the profile's roles (functions/admin/users.ts writes them with the
 * group): ONE consistent GetItem on `USER#<sub>` / `PROFILE`, once per request. Without the role
 * there the caller acts as a plain user (admin routes answer 403).
 */
export async function currentAdmin(caller: AuthContext): Promise<AuthContext> {
  if (!caller.isAdmin) return caller;
  // Loaded on demand, as ./impersonation does: plain users' requests never load the table client here.
  const [{ GetCommand }, { documentClient, tableName }] = await Promise.all([
    import('@aws-sdk/lib-dynamodb'),
    import('../data/client'),
  ]);
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: { pk: `USER#${caller.userId}`, sk: 'PROFILE' },
      ProjectionExpression: '#roles',
      ExpressionAttributeNames: { '#roles': 'roles' },
      ConsistentRead: true,
    }),
  );
  const roles: unknown = Item?.roles;
  if (Array.isArray(roles) && roles.includes('admin')) return caller;
  log('warn', 'admin token without the admin role', { callerId: caller.userId });
  return {
    ...caller,
    groups: caller.groups.filter((group) => group !== ADMIN_GROUP),
    isAdmin: false,
    roles: ['user'],
  };
}
