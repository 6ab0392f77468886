import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { itemContentTypes, materialTypes, moduleCategories, moduleIcons } from '../../contracts/learning';
import { parsePresentation } from '../../domain/learning';
import { curriculumCatalogues } from '../curriculum-records';
import { seedCurriculum } from './index';

const publicDir = join(import.meta.dirname, '..', '..', '..', 'web', 'public');
const materials = seedCurriculum.flatMap((module) => module.materials);
const items = materials.flatMap((material) => material.items.map((item) => ({ material, item })));

describe('the curriculum seed', () => {
  it('has at least 6 modules and 24 materials; every module has materials and every material items', () => {
    expect(seedCurriculum.length).toBeGreaterThanOrEqual(6);
    expect(materials.length).toBeGreaterThanOrEqual(24);
    for (const module of seedCurriculum) expect(module.materials.length, module.id).toBeGreaterThan(0);
    for (const material of materials) expect(material.items.length, material.id).toBeGreaterThan(0);
  });

  it('uses only the spec’s icons, categories, material types and content types, each content type at least once', () => {
    for (const module of seedCurriculum) {
      expect(moduleIcons, module.id).toContain(module.icon);
      if (module.category !== null)
        expect(Object.keys(moduleCategories), module.id).toContain(module.category);
    }
    for (const material of materials) expect(materialTypes, material.id).toContain(material.type);
    for (const { item } of items) expect(itemContentTypes, item.title).toContain(item.contentType);
    expect(new Set(items.map(({ item }) => item.contentType))).toEqual(new Set(itemContentTypes));
  });

  it('has no empty item, and titles and descriptions everywhere', () => {
    for (const module of seedCurriculum)
      expect(module.title.trim() && module.description.trim(), module.id).toBeTruthy();
    for (const material of materials)
      expect(material.title.trim() && material.description.trim(), material.id).toBeTruthy();
    for (const { material, item } of items) {
      expect(item.title.trim(), material.id).not.toBe('');
      expect(item.content.trim(), `${material.id}: ${item.title}`).not.toBe('');
    }
  });

  it('every presentation is valid, every image has a caption and alt text, every same-origin file exists', () => {
    for (const { material, item } of items) {
      const where = `${material.id}: ${item.title}`;
      if (item.contentType === 'presentation')
        expect(parsePresentation(item.content).kind, where).not.toBe('invalid');
      if (item.contentType === 'image') expect(item.caption?.trim() && item.alt?.trim(), where).toBeTruthy();
      if (['image', 'file', 'video'].includes(item.contentType) && item.content.startsWith('/'))
        expect(existsSync(join(publicDir, item.content)), `${where}: ${item.content}`).toBe(true);
      if (item.contentType === 'video' && !item.content.startsWith('/'))
        expect(new URL(item.content).hostname, where).toMatch(/(^|\.)(youtube\.com|youtu\.be|vimeo\.com)$/);
    }
  });

  it('text items are Markdown without raw HTML', () => {
    for (const { material, item } of items)
      if (item.contentType === 'text')
        expect(item.content, `${material.id}: ${item.title}`).not.toMatch(/<[a-z][^>]*>/i);
  });

  it('loads: unique, safe ids (the loader refuses anything else)', () => {
    expect(() => curriculumCatalogues(seedCurriculum)).not.toThrow();
  });
});
