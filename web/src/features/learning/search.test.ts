import { describe, expect, it } from 'vitest';
import type { LearningMaterialSummary, LearningModuleSummary } from '@contracts/learning';
import { searchContents } from './search';

const module = (id: string, title: string, description = ''): LearningModuleSummary => ({
  id,
  title,
  description,
  icon: 'book',
  category: null,
  orderNumber: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  materialCount: 1,
  completedCount: 0,
});

const material = (
  moduleId: string,
  id: string,
  title: string,
  description = '',
): LearningMaterialSummary => ({
  id,
  moduleId,
  title,
  description,
  type: 'article',
  estimatedTime: null,
  orderNumber: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  progress: { status: 'not_started', percentage: 0, lastViewedAt: null },
});

const modules = [module('interno', 'Ambiente interno', 'O sistema de gestão'), module('ritmo', 'Ritmo')];
const materials: Record<string, LearningMaterialSummary[]> = {
  interno: [
    material('interno', 'funil', 'Métricas de funil', 'Conversão por etapa'),
    material('interno', 'preco', 'Precificação'),
  ],
  ritmo: [material('ritmo', 'rituais', 'Rituais de gestão', 'Reuniões semanais')],
};
const loaded = (moduleId: string) => materials[moduleId];

describe('searchContents', () => {
  it('finds modules and materials by title or description, ignoring case and accents', () => {
    const found = searchContents('GESTAO', modules, loaded);
    expect(found.modules.map((m) => m.id)).toEqual(['interno']);
    expect(found.materials.map(({ material: m, module: of }) => [of.id, m.id])).toEqual([
      ['ritmo', 'rituais'],
    ]);
    expect(searchContents('conversão', modules, loaded).materials.map(({ material: m }) => m.id)).toEqual([
      'funil',
    ]);
    expect(searchContents('  metricas ', modules, loaded).modules).toEqual([]);
  });

  it('keeps every module and finds no material for an empty term', () => {
    expect(searchContents('  ', modules, loaded)).toEqual({ modules, materials: [] });
  });

  it('searches only the materials already read: a module not read yet adds none', () => {
    const onlyRitmo = (moduleId: string) => (moduleId === 'ritmo' ? materials.ritmo : undefined);
    expect(searchContents('funil', modules, onlyRitmo)).toEqual({ modules: [], materials: [] });
  });
});
