import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../functions/local/demo-accounts';
import { call, documents, signIn, stack } from '../integration/support/clients';
import { ownerWithData } from './support/owner';

const admin = demoAccounts.find((account) => account.admin)!;

/** What the dashboard's counters must say, counted the slow way: a Scan of the whole table. */
async function countedByScan() {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new ScanCommand({ TableName: stack.resources.tableName, ExclusiveStartKey: start }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  const of = (entity: string) => items.filter((item) => item.__edb_e__ === entity);
  const results = of('diagnosticResult');
  const completedResults = results.filter((item) => item.completed === true).length;
  const materials = of('learningMaterial');
  return {
    profiles: of('profile').length,
    diagnostics: of('diagnostic').length,
    materials: materials.length,
    results: results.length,
    completedResults,
    completionRate: results.length ? Math.round((completedResults / results.length) * 100) : 0,
    materialsWithTime: materials.filter((item) => item.estimatedTime !== undefined).length,
  };
}

/**
 * The counters are kept by the writes they count (no Scan on the dashboard): after each kind of write
 * they equal a full count of the table. Its own stack, one file at a time: nothing else writes meanwhile.
 */
describe('admin dashboard statistics', () => {
  let token: string;
  const stats = async () => (await call('GET', '/api/admin/stats', { token })).body;

  beforeAll(async () => {
    token = await signIn(admin.email, admin.password);
  });

  it('equal a full count after sign-ups, answers, completions, a reset and a deletion', async () => {
    expect(await stats()).toEqual(await countedByScan());
    expect((await stats()).diagnostics).toBeGreaterThanOrEqual(4);
    expect((await stats()).materials).toBeGreaterThan(0);

    const owner = await ownerWithData('estatisticas');
    const afterAnswers = await stats();
    expect(afterAnswers).toEqual(await countedByScan());

    const reset = await call('POST', '/api/diagnostics/negocio/reset', { token: owner.token });
    expect(reset.status).toBeLessThan(300);
    expect(await stats()).toEqual(await countedByScan());

    const deleted = await call('DELETE', `/api/admin/users/${owner.userId}`, { token });
    expect(deleted.status).toBe(200);
    const afterDeletion = await stats();
    expect(afterDeletion).toEqual(await countedByScan());
    expect(afterDeletion.profiles).toBe(afterAnswers.profiles - 1);
  }, 180_000);

  it('equal a full count after modules and materials are created, edited and deleted', async () => {
    const before = await stats();
    const module = await call('POST', '/api/admin/modules', {
      token,
      body: {
        title: 'Contagem',
        description: 'Módulo do teste.',
        icon: 'book',
        category: '',
        isPublished: false,
      },
    });
    const materials = `/api/admin/modules/${module.body.id}/materials`;
    const material = (estimatedTime: number | null) => ({
      title: 'Material',
      description: '',
      type: 'article',
      estimatedTime,
      isPublished: false,
    });
    const timed = await call('POST', materials, { token, body: material(15) });
    const untimed = await call('POST', materials, { token, body: material(null) });
    expect([timed.status, untimed.status]).toEqual([201, 201]);
    expect(await stats()).toEqual(await countedByScan());
    expect((await stats()).materials).toBe(before.materials + 2);

    await call('PATCH', `${materials}/${timed.body.id}`, {
      token,
      body: { ...material(null), isPublished: true },
    });
    await call('PATCH', `${materials}/${untimed.body.id}`, { token, body: material(30) });
    expect(await stats()).toEqual(await countedByScan());

    expect((await call('DELETE', `${materials}/${timed.body.id}`, { token })).status).toBe(204);
    expect(await stats()).toEqual(await countedByScan());

    expect((await call('DELETE', `/api/admin/modules/${module.body.id}`, { token })).status).toBe(204);
    expect(await stats()).toEqual(await countedByScan());
    expect(await stats()).toEqual(before);
  }, 120_000);

  it('equal a full count after a diagnostic is created, imported and deleted', async () => {
    const created = await call('POST', '/api/admin/diagnostics', {
      token,
      body: {
        slug: 'contagem-criado',
        title: 'Diagnóstico contado',
        description: 'Criado para conferir os contadores.',
        icon: 'HelpCircle',
      },
    });
    expect(created.status).toBe(201);
    const exported = (await call('GET', '/api/admin/diagnostics/negocio/export', { token })).body;
    const imported = await call('POST', '/api/admin/diagnostics/import', {
      token,
      body: { ...exported, diagnostic: { ...exported.diagnostic, slug: 'contagem-importado' } },
    });
    expect(imported.status).toBe(201);
    expect(await stats()).toEqual(await countedByScan());
    for (const slug of ['contagem-criado', 'contagem-importado']) {
      expect((await call('DELETE', `/api/admin/diagnostics/${slug}`, { token })).status).toBe(204);
    }
    expect(await stats()).toEqual(await countedByScan());
  }, 60_000);
});
