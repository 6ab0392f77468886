import type { SeedModule } from '../types';

/**
 * The learning curriculum, in the product's order (its 7-step method). Each module is a file of this
 * folder; the content test (curriculum.test.ts) checks every module, material and item.
 */
export const seedCurriculum: SeedModule[] = [];
