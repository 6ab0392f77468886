import type { LearningMaterialSummary, LearningModuleSummary } from '@contracts/learning';
import { foldText } from '@domain/user-search';

/** A material found by the search, with its module (the result shows where it lives). */
export interface MaterialMatch {
  material: LearningMaterialSummary;
  module: LearningModuleSummary;
}

export interface ContentMatches {
  modules: LearningModuleSummary[];
  materials: MaterialMatch[];
}

const matches = (term: string, item: { title: string; description: string }) =>
  foldText(`${item.title} ${item.description}`).includes(term);

/**
 * 'Pesquisar conteúdos...' (spec 2.1): the modules and the materials whose title or description holds
 * the term, ignoring case and accents; an empty term keeps every module and finds no material. The
 * materials are those of the modules already read (`materialsOf`), in module order, then their own.
 */
export function searchContents(
  term: string,
  modules: readonly LearningModuleSummary[],
  materialsOf: (moduleId: string) => readonly LearningMaterialSummary[] | undefined,
): ContentMatches {
  const folded = foldText(term);
  if (folded === '') return { modules: [...modules], materials: [] };
  return {
    modules: modules.filter((module) => matches(folded, module)),
    materials: modules.flatMap((module) =>
      (materialsOf(module.id) ?? [])
        .filter((material) => matches(folded, material))
        .map((material) => ({ material, module })),
    ),
  };
}
