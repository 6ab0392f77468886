import { beforeAll, describe, expect, it, vi } from 'vitest';
import { exportUsersResponse } from '../contracts/admin-users';
import { dataExport, exportedProfile } from '../contracts/my-data';
import type * as DataExport from './data-export';

let built: typeof DataExport;
beforeAll(async () => {
  // The module's data layer builds its client from the runtime configuration; nothing is sent here.
  vi.stubEnv('TABLE_NAME', 't');
  vi.stubEnv('USER_POOL_ID', 'p');
  vi.stubEnv('USER_POOL_CLIENT_ID', 'c');
  built = await import('./data-export');
  vi.unstubAllEnvs();
});

const USER = 'u-1';
const stored = (entity: string, sk: string, fields: Record<string, unknown>) => ({
  pk: `USER#${USER}`,
  sk,
  __edb_e__: entity,
  __edb_v__: '1',
  ...fields,
});

/** A partition as one Query reads it: one record of most kinds, and one kind this version does not know. */
const partition = [
  stored('profile', 'PROFILE', {
    userId: USER,
    firstName: 'Ana',
    lastName: 'Souza',
    email: 'ana@exemplo.com.br',
    roles: ['user'],
    createdAt: '2026-11-01T10:00:00.000Z',
    gsi1pk: 'USERS',
    gsi1sk: '2026-11-01T10:00:00.000Z#u-1',
  }),
  stored('subscription', 'SUBSCRIPTION', { status: 'active', planName: 'Anual', stripeCustomerId: 'cus_1' }),
  stored('diagnosticAnswer', 'ANSWER#fundador#q1', {
    userId: USER,
    diagnosticId: 'fundador',
    questionId: 'q1',
    optionId: 'o2',
    metadata: {},
    updatedAt: '2026-11-02T10:00:00.000Z',
  }),
  stored('dossier', 'DOSSIER', { companyName: 'Padaria' }),
  stored('dossierSection', 'DOSSIER#resumo_executivo', { section: 'resumo_executivo', status: 'completed' }),
  stored('actionNote', 'NOTE#1', { content: 'nota' }),
  stored('dailyQuota', 'QUOTA#2026-11-02', { dataExports: 1, ttl: 1 }),
  stored('somethingNew', 'NEW#1', { value: 1 }),
];

describe('the data export (docs/data-export.md)', () => {
  it('satisfies its contract: every stored record in its list, without keys, stamps or TTL', () => {
    const file = dataExport.parse(
      built.buildDataExport(
        USER,
        partition,
        [{ at: '2026-11-03T10:00:00.000Z', action: 'user.updated', actorId: 'admin-1' }],
        '2026-11-04T10:00:00.000Z',
      ),
    );
    expect(file.profile).toMatchObject({ email: 'ana@exemplo.com.br', firstName: 'Ana', roles: ['user'] });
    expect(file.subscription).toMatchObject({ status: 'active', stripeCustomerId: 'cus_1' });
    expect(file.answers).toEqual([expect.objectContaining({ questionId: 'q1', optionId: 'o2' })]);
    expect(file.dossier.document).toEqual({ companyName: 'Padaria' });
    expect(file.dossier.sections).toHaveLength(1);
    expect(file.notes).toEqual([{ content: 'nota' }]);
    expect(file.dailyUsage).toEqual([{ dataExports: 1 }]);
    expect(file.other).toEqual([{ kind: 'somethingNew', record: { value: 1 } }]);
    expect(file.accountHistory).toEqual([
      { at: '2026-11-03T10:00:00.000Z', action: 'user.updated', byYou: false },
    ]);
    expect(JSON.stringify(file)).not.toMatch(/"(pk|sk|gsi1pk|gsi1sk|__edb_e__|__edb_v__|ttl)"/);
  });

  it('names the profile’s facts as the admin users’ CSV does', () => {
    const csvFields = Object.keys(exportUsersResponse.shape.users.element.shape);
    expect(csvFields.length).toBeGreaterThan(0);
    for (const field of csvFields) expect(Object.keys(exportedProfile.shape), field).toContain(field);
  });

  it('a partition without a profile is no account to export', () => {
    expect(() => built.buildDataExport(USER, partition.slice(1), [], '2026-11-04T10:00:00.000Z')).toThrow();
  });
});
