import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  LearningMaterialResponse,
  LearningModuleResponse,
  LearningModulesResponse,
} from '../../functions/contracts/learning';
import type { SeedModule } from '../../functions/seed/types';
import { call } from './support/clients';
import { useStackEnvironment } from './support/environment';
import { newPlainUser, newTrialUser, type TestUser } from './support/payments';

const suffix = randomUUID().slice(0, 8);
const moduleId = `modulo-teste-${suffix}`;
const hiddenModuleId = `modulo-oculto-${suffix}`;
const material = (id: string, title: string) => ({
  id: `${id}-${suffix}`,
  title,
  description: `Sobre ${title.toLowerCase()}.`,
  type: 'article' as const,
  estimatedTime: 15,
  items: [
    { title: 'Leitura', contentType: 'text' as const, content: `## ${title}\n\nUm texto de verdade.` },
    {
      title: 'Diagrama',
      contentType: 'image' as const,
      content: '/learning/x.png',
      caption: 'Legenda',
      alt: 'Texto',
    },
  ],
});
const curriculum: SeedModule[] = [
  {
    id: moduleId,
    title: 'Módulo de teste',
    description: 'Um módulo publicado.',
    icon: 'target',
    category: 'fundamentals',
    materials: [
      material('swot', 'Análise SWOT'),
      material('cinco-forcas', 'Cinco forças'),
      material('oculto', 'Rascunho'),
    ],
  },
  {
    id: hiddenModuleId,
    title: 'Rascunho',
    description: 'Ainda não publicado.',
    icon: 'book',
    category: null,
    materials: [material('m', 'Outro')],
  },
];
const [swot, forces, draft] = curriculum[0]!.materials.map((entry) => entry.id);
const materialPath = (materialId: string, module = moduleId) =>
  `/api/learning/modules/${module}/materials/${materialId}`;

describe('the learning catalogue over the gateway', () => {
  let ana: TestUser;
  let bruno: TestUser;
  beforeAll(async () => {
    useStackEnvironment();
    const { loadSeed, seedContent } = await import('../../functions/seed/load-seed');
    await loadSeed({ ...seedContent, curriculum });
    // What an admin's unpublishing writes (issue #16): the draft material and the hidden module.
    const { MaterialEntity, ModuleEntity } = await import('../../functions/learning/learning');
    await MaterialEntity.patch({ moduleId, materialId: draft! }).set({ isPublished: false }).go();
    await ModuleEntity.patch({ moduleId }).set({ materialCount: 2 }).go();
    await ModuleEntity.patch({ moduleId: hiddenModuleId }).set({ isPublished: false }).go();
    [ana, bruno] = await Promise.all([newTrialUser('aprende-a'), newTrialUser('aprende-b')]);
  });

  it('lists only published modules, in order; a module shows only its published materials', async () => {
    const list = await call('GET', '/api/learning/modules', { token: ana.token });
    expect(list.status).toBe(200);
    const modules = (list.body as LearningModulesResponse).modules;
    expect(modules.map((module) => module.id)).toContain(moduleId);
    expect(modules.map((module) => module.id)).not.toContain(hiddenModuleId);
    expect(modules.find((module) => module.id === moduleId)).toMatchObject({
      title: 'Módulo de teste',
      icon: 'target',
      category: 'fundamentals',
      materialCount: 2,
      completedCount: 0,
    });

    const detail = await call('GET', `/api/learning/modules/${moduleId}`, { token: ana.token });
    expect(detail.status).toBe(200);
    const body = detail.body as LearningModuleResponse;
    expect(body.materials.map((entry) => entry.id)).toEqual([swot, forces]);
    expect(body.materials[0]).toMatchObject({
      estimatedTime: 15,
      progress: { status: 'not_started', percentage: 0 },
    });
  });

  it('never serves unpublished content: the hidden module, its material and the draft answer 404', async () => {
    for (const path of [
      `/api/learning/modules/${hiddenModuleId}`,
      materialPath(curriculum[1]!.materials[0]!.id, hiddenModuleId),
      materialPath(draft!),
    ]) {
      const answer = await call('GET', path, { token: ana.token });
      expect(answer.status, path).toBe(404);
      expect(answer.body).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await call('POST', `${materialPath(draft!)}/view`, { token: ana.token })).status).toBe(404);
    expect((await call('POST', `${materialPath(draft!)}/complete`, { token: ana.token })).status).toBe(404);
  });

  it('a material comes with its items in order', async () => {
    const answer = await call('GET', materialPath(swot!), { token: ana.token });
    expect(answer.status).toBe(200);
    const body = answer.body as LearningMaterialResponse;
    expect(body.material.title).toBe('Análise SWOT');
    expect(body.items.map((item) => [item.orderNumber, item.contentType])).toEqual([
      [1, 'text'],
      [2, 'image'],
    ]);
    expect(body.items[1]).toMatchObject({ caption: 'Legenda', alt: 'Texto' });
  });

  it('progress: a first view is in_progress, a later one only refreshes the last view, completing is 100%; another user sees none of it', async () => {
    const first = await call('POST', `${materialPath(swot!)}/view`, { token: ana.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'in_progress', percentage: 0 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await call('POST', `${materialPath(swot!)}/view`, { token: ana.token });
    expect(again.body).toMatchObject({ status: 'in_progress', percentage: 0 });
    expect(again.body.lastViewedAt > first.body.lastViewedAt).toBe(true);

    const done = await call('POST', `${materialPath(swot!)}/complete`, { token: ana.token });
    expect(done.body).toMatchObject({ status: 'completed', percentage: 100 });
    // Opening a completed material keeps it completed.
    expect((await call('POST', `${materialPath(swot!)}/view`, { token: ana.token })).body).toMatchObject({
      status: 'completed',
      percentage: 100,
    });

    const mine = (await call('GET', '/api/learning/modules', { token: ana.token }))
      .body as LearningModulesResponse;
    expect(mine.modules.find((module) => module.id === moduleId)?.completedCount).toBe(1);
    const theirs = (await call('GET', '/api/learning/modules', { token: bruno.token }))
      .body as LearningModulesResponse;
    expect(theirs.modules.find((module) => module.id === moduleId)?.completedCount).toBe(0);
    const theirMaterial = (await call('GET', materialPath(swot!), { token: bruno.token }))
      .body as LearningMaterialResponse;
    expect(theirMaterial.material.progress).toEqual({
      status: 'not_started',
      percentage: 0,
      lastViewedAt: null,
    });
  });

  it('without a subscription: the list (dashboard counts) is served, the content is not', async () => {
    const visitor = await newPlainUser('aprende-sem');
    expect((await call('GET', '/api/learning/modules', { token: visitor.token })).status).toBe(200);
    const detail = await call('GET', `/api/learning/modules/${moduleId}`, { token: visitor.token });
    expect(detail.status).toBe(403);
    expect(detail.body).toMatchObject({
      code: 'PERMISSION_DENIED',
      details: { reason: 'SUBSCRIPTION_REQUIRED' },
    });
  });
});
