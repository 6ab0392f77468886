import { describe, expect, it } from 'vitest';
import { curriculumCatalogues } from './curriculum-records';
import type { SeedModule } from './types';

const module = (id: string, materialIds: string[]): SeedModule => ({
  id,
  title: `Módulo ${id}`,
  description: 'Descrição',
  icon: 'book',
  category: null,
  materials: materialIds.map((materialId) => ({
    id: materialId,
    title: `Material ${materialId}`,
    description: 'Descrição',
    type: 'article',
    estimatedTime: materialId === 'b' ? null : 10,
    items: [
      { title: 'Um', contentType: 'text', content: 'Texto' },
      { title: 'Dois', contentType: 'image', content: '/learning/x.svg', caption: 'Legenda', alt: 'Alt' },
    ],
  })),
});

describe('curriculumCatalogues', () => {
  it('orders modules and materials by position (× 10) and items from 1; everything seeded is published', () => {
    const [first, second] = curriculumCatalogues([module('m1', ['a', 'b']), module('m2', ['c'])]);
    expect(first!.module).toMatchObject({ moduleId: 'm1', orderNumber: 10, materialCount: 2 });
    expect(first!.module).not.toHaveProperty('category');
    expect(second!.module.orderNumber).toBe(20);
    expect(
      first!.materials.map((material) => [material.materialId, material.orderNumber, material.isPublished]),
    ).toEqual([
      ['a', 10, true],
      ['b', 20, true],
    ]);
    expect(first!.materials[1]).not.toHaveProperty('estimatedTime');
    expect(first!.items.map((item) => [item.materialId, item.orderNumber])).toEqual([
      ['a', 1],
      ['a', 2],
      ['b', 1],
      ['b', 2],
    ]);
    expect(first!.items[1]).toMatchObject({ caption: 'Legenda', alt: 'Alt' });
  });

  it('hashes the content: the same content, the same hash; any change, a new one', () => {
    const [a] = curriculumCatalogues([module('m1', ['a'])]);
    const [b] = curriculumCatalogues([module('m1', ['a'])]);
    const changed = module('m1', ['a']);
    changed.materials[0]!.items[0]!.content = 'Outro texto';
    expect(a!.contentHash).toBe(b!.contentHash);
    expect(curriculumCatalogues([changed])[0]!.contentHash).not.toBe(a!.contentHash);
  });

  it('refuses duplicate or unsafe ids before anything is written', () => {
    expect(() => curriculumCatalogues([module('m1', ['a']), module('m2', ['a'])])).toThrow(
      /duplicate id 'a'/,
    );
    expect(() => curriculumCatalogues([module('m 1', ['a'])])).toThrow(/unsafe module id/);
  });
});
