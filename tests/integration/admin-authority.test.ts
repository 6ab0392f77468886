import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../functions/local/demo-accounts';
import { IMPERSONATION_HEADER } from '../../functions/contracts/impersonation';
import { call, cognitoUserExists, signIn, uniqueEmail } from './support/clients';

const demoAdmin = demoAccounts.find((account) => account.admin)!;

/** An admin created by the demo admin, signed in: the token carries the admin group. */
async function newAdmin(adminToken: string) {
  const email = uniqueEmail('adminx');
  const created = await call('POST', '/api/admin/users', {
    token: adminToken,
    body: { firstName: 'Breno', lastName: 'Sá', email, password: 'segredo', role: 'admin' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: String(created.body.id), token: await signIn(email, 'segredo') };
}

/** Issue #35 item 4: authority ends at once, with the same token still unexpired. */
describe('authority that ends at once', () => {
  it("a demoted admin's next admin request is 403 with the same token", async () => {
    const adminToken = await signIn(demoAdmin.email, demoAdmin.password);
    const other = await newAdmin(adminToken);
    expect((await call('GET', '/api/admin/users', { token: other.token })).status).toBe(200);

    const demoted = await call('PUT', `/api/admin/users/${other.id}/roles`, {
      token: adminToken,
      body: { roles: ['user'] },
    });
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);

    const after = await call('GET', '/api/admin/users', { token: other.token });
    expect(after.status).toBe(403);
    expect(after.body.code).toBe('PERMISSION_DENIED');
    // Still a user: the same token reads their own data.
    expect((await call('GET', '/api/me', { token: other.token })).status).toBe(200);

    // A write changes nothing: the role is confirmed before its Cognito and table writes start.
    const email = uniqueEmail('nunca');
    const create = await call('POST', '/api/admin/users', {
      token: other.token,
      body: { firstName: 'Nunca', lastName: 'Criada', email, password: 'segredo', role: 'user' },
    });
    expect(create.status).toBe(403);
    expect(await cognitoUserExists(email)).toBe(false);
    // Nor may the demoted admin act as someone else.
    const impersonated = await call('GET', '/api/me', {
      token: other.token,
      headers: { [IMPERSONATION_HEADER]: other.id },
    });
    expect(impersonated.status).toBe(403);
  });

  it("a deleted admin's token no longer opens admin routes", async () => {
    const adminToken = await signIn(demoAdmin.email, demoAdmin.password);
    const other = await newAdmin(adminToken);
    expect((await call('GET', '/api/admin/stats', { token: other.token })).status).toBe(200);

    const deleted = await call('DELETE', `/api/admin/users/${other.id}`, { token: adminToken });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    const after = await call('GET', '/api/admin/stats', { token: other.token });
    expect(after.status).toBe(403);
  });
});
