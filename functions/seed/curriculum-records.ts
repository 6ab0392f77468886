import { SAFE_KEY } from '../contracts/fields';
import { ORDER_SPACING, SEED_FORMAT, hashOf } from './catalogue-records';
import type { SeedModule } from './types';

/**
 * Pure part of the curriculum seed: what a seed module becomes in the catalogue (no I/O). Order
 * numbers are positions × ORDER_SPACING (modules and materials) and 1, 2, 3… (items); everything the
 * seed publishes is published.
 */
export interface ModuleRecord {
  moduleId: string;
  title: string;
  description: string;
  icon: string;
  category?: string;
  orderNumber: number;
  materialCount: number;
}

export interface MaterialRecord {
  moduleId: string;
  materialId: string;
  title: string;
  description: string;
  type: string;
  estimatedTime?: number;
  orderNumber: number;
  isPublished: true;
}

export interface ItemRecord {
  moduleId: string;
  materialId: string;
  orderNumber: number;
  title: string;
  contentType: string;
  content: string;
  caption?: string;
  alt?: string;
}

export interface ModuleCatalogue {
  module: ModuleRecord;
  materials: MaterialRecord[];
  items: ItemRecord[];
  /** sha256 of the module's content plus SEED_FORMAT: equal hash = nothing to write. */
  contentHash: string;
}

/** The catalogue records of each seed module; refuses content that could not be served. */
export function curriculumCatalogues(modules: readonly SeedModule[]): ModuleCatalogue[] {
  const ids = new Set<string>();
  const unique = (id: string, what: string) => {
    if (!SAFE_KEY.test(id)) throw new Error(`curriculum: unsafe ${what} id '${id}'`);
    if (ids.has(id)) throw new Error(`curriculum: duplicate id '${id}'`);
    ids.add(id);
  };
  return modules.map((seed, moduleIndex) => {
    unique(seed.id, 'module');
    const materials = seed.materials.map((material, index): MaterialRecord => {
      unique(material.id, 'material');
      return {
        moduleId: seed.id,
        materialId: material.id,
        title: material.title,
        description: material.description,
        type: material.type,
        ...(material.estimatedTime !== null ? { estimatedTime: material.estimatedTime } : {}),
        orderNumber: (index + 1) * ORDER_SPACING,
        isPublished: true,
      };
    });
    const items = seed.materials.flatMap((material) =>
      material.items.map((item, index): ItemRecord => ({
        moduleId: seed.id,
        materialId: material.id,
        orderNumber: index + 1,
        title: item.title,
        contentType: item.contentType,
        content: item.content,
        ...(item.caption ? { caption: item.caption } : {}),
        ...(item.alt ? { alt: item.alt } : {}),
      })),
    );
    const module: ModuleRecord = {
      moduleId: seed.id,
      title: seed.title,
      description: seed.description,
      icon: seed.icon,
      ...(seed.category ? { category: seed.category } : {}),
      orderNumber: (moduleIndex + 1) * ORDER_SPACING,
      materialCount: materials.length,
    };
    return {
      module,
      materials,
      items,
      contentHash: hashOf({ format: SEED_FORMAT, module, materials, items }),
    };
  });
}
