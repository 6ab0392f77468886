import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminModule,
  AdminModuleResponse,
  UploadGrantResponse,
} from '../../functions/contracts/admin-modules';
import type { LearningModulesResponse } from '../../functions/contracts/learning';
import { adminModulesMessages as text } from '../../functions/contracts/messages/admin-modules';
import { demoAccounts } from '../../functions/local/demo-accounts';
import type { SeedModule } from '../../functions/seed/types';
import { call, signIn, stack } from './support/clients';
import { useStackEnvironment } from './support/environment';
import { newTrialUser, type TestUser } from './support/payments';

const admin = demoAccounts.find((account) => account.admin)!;
let token: string;
let user: TestUser;
const as = (method: string, path: string, body?: unknown) =>
  call(method, path, { token, ...(body !== undefined ? { body } : {}) });

/** A real (tiny) PNG: the local store checks the first bytes against the declared type. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const moduleBody = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: 'Um módulo criado pelo teste de administração.',
  icon: 'target',
  category: '',
  isPublished: false,
  ...extra,
});
const materialBody = (extra: Record<string, unknown> = {}) => ({
  title: 'Planilha de caixa',
  description: 'Como montar a sua.',
  type: 'article',
  estimatedTime: 20,
  isPublished: true,
  ...extra,
});

async function stats() {
  return (await as('GET', '/api/admin/stats')).body as { materials: number; materialsWithTime: number };
}
async function listed(): Promise<AdminModule[]> {
  return (await as('GET', '/api/admin/modules')).body.modules;
}
async function upload(moduleId: string, bytes: Buffer, contentType: string) {
  const grant = await as('POST', `/api/admin/modules/${moduleId}/uploads`, {
    contentType,
    size: bytes.length,
  });
  expect(grant.status, JSON.stringify(grant.body)).toBe(201);
  const body = grant.body as UploadGrantResponse;
  const form = new FormData();
  for (const [name, value] of Object.entries(body.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'arquivo');
  const sent = await fetch(new URL(body.url, stack.url), { method: 'POST', body: form });
  return { grant: body, status: sent.status, answer: sent.status === 204 ? null : await sent.json() };
}

beforeAll(async () => {
  [token, user] = await Promise.all([signIn(admin.email, admin.password), newTrialUser('admmod')]);
});

describe('admin modules', () => {
  it('creates a draft last in order, validates with the spec words, refuses non-admins', async () => {
    const before = await listed();
    const created = await as('POST', '/api/admin/modules', moduleBody('Módulo novo'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ isPublished: false, category: null, materialCount: 0 });
    const after = await listed();
    expect(after.at(-1)?.id).toBe(created.body.id);
    expect(created.body.orderNumber).toBeGreaterThan(
      Math.max(before.length, ...before.map((m) => m.orderNumber)),
    );

    const invalid = await as('POST', '/api/admin/modules', { ...moduleBody(''), description: ' ' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details).toEqual(
      expect.arrayContaining([
        { field: 'title', message: text.validation.titleRequired },
        { field: 'description', message: text.validation.descriptionRequired },
      ]),
    );
    for (const [method, path] of [
      ['GET', '/api/admin/modules'],
      ['POST', '/api/admin/modules'],
      ['GET', `/api/admin/modules/${created.body.id}`],
      ['DELETE', `/api/admin/modules/${created.body.id}`],
      ['POST', `/api/admin/modules/${created.body.id}/uploads`],
    ] as const) {
      const body = method === 'GET' ? {} : { body: moduleBody('x') };
      const answer = await call(method, path, { token: user.token, ...body });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    expect((await as('GET', `/api/admin/modules/${created.body.id}`)).body.materials).toEqual([]);
    expect((await as('DELETE', `/api/admin/modules/${created.body.id}`)).status).toBe(204);
  });

  it('swaps neighbours in one transaction; the first cannot go up, the last cannot go down', async () => {
    const a = (await as('POST', '/api/admin/modules', moduleBody('Ordem A'))).body as AdminModule;
    const b = (await as('POST', '/api/admin/modules', moduleBody('Ordem B'))).body as AdminModule;
    const moved = await as('POST', `/api/admin/modules/${b.id}/move`, { direction: 'up' });
    expect(moved.status).toBe(200);
    const ids = (moved.body.modules as AdminModule[]).map((module) => module.id);
    expect(ids.indexOf(b.id)).toBe(ids.indexOf(a.id) - 1);
    const orders = Object.fromEntries(
      (moved.body.modules as AdminModule[]).map((m) => [m.id, m.orderNumber]),
    );
    expect([orders[b.id], orders[a.id]]).toEqual([a.orderNumber, b.orderNumber]);

    const last = await as('POST', `/api/admin/modules/${a.id}/move`, { direction: 'down' });
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(text.cannotMove);
    const first = (await listed())[0]!;
    expect((await as('POST', `/api/admin/modules/${first.id}/move`, { direction: 'up' })).status).toBe(409);
    expect((await as('POST', '/api/admin/modules/nao-existe/move', { direction: 'up' })).status).toBe(404);
    await as('DELETE', `/api/admin/modules/${a.id}`);
    await as('DELETE', `/api/admin/modules/${b.id}`);
  });

  it('materials and items with an uploaded image reach users once published; counters and audit follow', async () => {
    const start = await stats();
    const module = (
      await as('POST', '/api/admin/modules', moduleBody('Finanças na prática', { category: 'finance' }))
    ).body as AdminModule;
    expect(module.category).toBe('finance');
    const material = await as('POST', `/api/admin/modules/${module.id}/materials`, materialBody());
    expect(material.status).toBe(201);
    const untimed = await as(
      'POST',
      `/api/admin/modules/${module.id}/materials`,
      materialBody({ title: 'Rascunho', estimatedTime: null, isPublished: false }),
    );
    expect(await stats()).toMatchObject({
      materials: start.materials + 2,
      materialsWithTime: start.materialsWithTime + 1,
    });

    // The upload: a grant, the form, the file served on the app's origin.
    const image = await upload(module.id, PNG, 'image/png');
    expect(image.status).toBe(204);
    const served = await fetch(new URL(image.grant.fileUrl, stack.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    // Declared PNG, but not one; over the declared size; an unknown type; too large to ask.
    const fake = await upload(module.id, Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    expect(fake).toMatchObject({ status: 400, answer: { message: text.uploads.contentMismatch } });
    const refused = await as('POST', `/api/admin/modules/${module.id}/uploads`, {
      contentType: 'text/html',
      size: 10,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details[0].message).toBe(text.uploads.typeNotAllowed);
    const huge = await as('POST', `/api/admin/modules/${module.id}/uploads`, {
      contentType: 'application/pdf',
      size: 10 * 1024 * 1024 + 1,
    });
    expect(huge.body.details[0].message).toBe(text.uploads.tooLarge);

    const items = [
      {
        title: 'Leitura',
        contentType: 'text',
        content: '## Caixa\n\nEntradas e saídas.',
        caption: null,
        alt: null,
      },
      {
        title: 'Diagrama',
        contentType: 'image',
        content: image.grant.fileUrl,
        caption: 'O fluxo',
        alt: 'Fluxo de caixa',
      },
    ];
    const badLink = await as('PUT', `/api/admin/modules/${module.id}/materials/${material.body.id}/items`, {
      items: [{ ...items[1], content: 'javascript:alert(1)' }],
    });
    expect(badLink.status).toBe(400);
    expect(badLink.body.details[0]).toEqual({
      field: 'items.0.content',
      message: text.items.validation.urlInvalid,
    });
    const saved = await as('PUT', `/api/admin/modules/${module.id}/materials/${material.body.id}/items`, {
      items,
    });
    expect(saved.status).toBe(200);

    const userList = async () =>
      ((await call('GET', '/api/learning/modules', { token: user.token })).body as LearningModulesResponse)
        .modules;
    expect((await userList()).some((entry) => entry.id === module.id)).toBe(false);
    await as(
      'PATCH',
      `/api/admin/modules/${module.id}`,
      moduleBody('Finanças na prática', { category: 'finance', isPublished: true }),
    );
    const seen = (await userList()).find((entry) => entry.id === module.id);
    expect(seen).toMatchObject({ materialCount: 1, category: 'finance' });
    const viewer = await call('GET', `/api/learning/modules/${module.id}/materials/${material.body.id}`, {
      token: user.token,
    });
    expect(viewer.body.items.map((item: { content: string }) => item.content)).toEqual([
      items[0]!.content,
      image.grant.fileUrl,
    ]);
    expect(
      (
        await call('GET', `/api/learning/modules/${module.id}/materials/${untimed.body.id}`, {
          token: user.token,
        })
      ).status,
    ).toBe(404);
    await call('POST', `/api/learning/modules/${module.id}/materials/${material.body.id}/complete`, {
      token: user.token,
    });

    // Publishing the draft counts it for users; the admin's view lists both with their items.
    await as(
      'PATCH',
      `/api/admin/modules/${module.id}/materials/${untimed.body.id}`,
      materialBody({ title: 'Agora publicado', estimatedTime: 5 }),
    );
    const detail = (await as('GET', `/api/admin/modules/${module.id}`)).body as AdminModuleResponse;
    expect(detail.module).toMatchObject({ materialCount: 2, publishedMaterialCount: 2 });
    expect(detail.materials.map((entry) => entry.items.length)).toEqual([2, 0]);
    expect((await stats()).materialsWithTime).toBe(start.materialsWithTime + 2);

    // Deleting a material: its items and users' progress go, the counters follow.
    expect((await as('DELETE', `/api/admin/modules/${module.id}/materials/${untimed.body.id}`)).status).toBe(
      204,
    );
    expect(await stats()).toMatchObject({
      materials: start.materials + 1,
      materialsWithTime: start.materialsWithTime + 1,
    });
    expect((await userList()).find((entry) => entry.id === module.id)?.materialCount).toBe(1);

    // Deleting the module: materials, items, progress and the uploaded file go; the audit stays.
    expect((await as('DELETE', `/api/admin/modules/${module.id}`)).status).toBe(204);
    expect(await stats()).toMatchObject(start);
    expect((await fetch(new URL(image.grant.fileUrl, stack.url))).status).toBe(404);
    expect((await as('GET', `/api/admin/modules/${module.id}`)).status).toBe(404);
    expect((await as('DELETE', `/api/admin/modules/${module.id}`)).status).toBe(404);
    useStackEnvironment();
    const { queryPartition } = await import('../../functions/platform/data/raw-items');
    expect(await queryPartition(`MODULE#${module.id}`)).toEqual([]);
    const progress = await queryPartition(`USER#${user.userId}`);
    expect(progress.filter((item) => String(item.sk).startsWith('PROGRESS#'))).toEqual([]);
    const { listAuditOfTarget } = await import('../../functions/platform/data/audit-log');
    expect((await listAuditOfTarget(`module:${module.id}`)).map((record) => record.action)).toEqual([
      'module.created',
      'upload.granted',
      'upload.granted',
      'module.updated',
      'module.deleted',
    ]);
    expect(
      (await listAuditOfTarget(`material:${module.id}/${material.body.id}`)).map((record) => record.action),
    ).toEqual(['material.created', 'material.items-saved']);
  });

  it('a seeded module an admin edited or deleted stays as the admin left it when the seed runs again', async () => {
    useStackEnvironment();
    const { loadSeed, seedContent } = await import('../../functions/seed/load-seed');
    const suffix = randomUUID().slice(0, 8);
    const seeded = (id: string, title: string): SeedModule => ({
      id: `${id}-${suffix}`,
      title,
      description: 'Do currículo.',
      icon: 'book',
      category: null,
      materials: [
        {
          id: `${id}-material-${suffix}`,
          title: 'Leitura',
          description: 'Um texto.',
          type: 'article',
          estimatedTime: 10,
          items: [{ title: 'Texto', contentType: 'text', content: 'Olá.' }],
        },
      ],
    });
    const edited = seeded('editado', 'Do seed');
    const removed = seeded('removido', 'Será excluído');
    const load = (curriculum: SeedModule[]) => loadSeed({ ...seedContent, diagnostics: [], curriculum });
    await load([edited, removed]);
    const start = await stats();
    await as(
      'PATCH',
      `/api/admin/modules/${edited.id}`,
      moduleBody('Editado pelo admin', { isPublished: true }),
    );
    expect((await as('DELETE', `/api/admin/modules/${removed.id}`)).status).toBe(204);
    expect((await stats()).materials).toBe(start.materials - 1);

    // New seed content for both: the admin's edit and deletion win; the counters stay exact.
    const changed = (module: SeedModule) => ({
      ...module,
      materials: module.materials.map((entry) => ({ ...entry, title: 'Nova versão' })),
    });
    await load([changed(edited), changed(removed)]);
    const ids = (await listed()).map((module) => module.id);
    expect(ids).not.toContain(removed.id);
    const detail = (await as('GET', `/api/admin/modules/${edited.id}`)).body as AdminModuleResponse;
    expect(detail.module.title).toBe('Editado pelo admin');
    expect(detail.materials.map((entry) => entry.title)).toEqual(['Leitura']);
    expect((await stats()).materials).toBe(start.materials - 1);
    await as('DELETE', `/api/admin/modules/${edited.id}`);
  });
});
