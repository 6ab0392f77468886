import type * as z from 'zod';
import { AnswerSheet } from '../answers/answer-sheet';
import type { AnalysisInput } from '../task-input';
import type { AiTaskName, AiTasks } from '../tasks';
import { businessAnalysis } from './business';
import { founderAnalysis } from './founder';
import { founderSectionAnalysis } from './founder-section';
import { managementAreas, managementOverview } from './management';

/** The local analyst's answer to one task: a candidate for its schema (the local adapter validates it). */
type LocalGenerator<T extends AiTaskName> = (
  sheet: AnswerSheet,
  input: AnalysisInput,
) => z.input<AiTasks[T]['schema']>;

/**
 * The local analyst's generator of every task of the registry (functions/ai/tasks.ts): a registry entry
 * without one does not compile. Only the local adapter imports this module, so the cloud bundles do
 * not carry it.
 */
export const localGenerators: { [T in AiTaskName]: LocalGenerator<T> } = {
  'business-analysis': businessAnalysis,
  'founder-analysis': founderAnalysis,
  'founder-section': (sheet, input) =>
    founderSectionAnalysis(sheet, input.sectionKey ?? sheet.ordered[0]?.question.metadata.section ?? ''),
  'management-overview': managementOverview,
  'management-areas': managementAreas,
};

/**
 * The local analyst: deterministic, rule-based pt-BR analyses derived from the user's answers (no
 * clock, no randomness: the same input always gives the same output). Every output carries
 * generatedLocally: true.
 */
export function analyseLocally<T extends AiTaskName>(task: T, input: AnalysisInput) {
  const generate: LocalGenerator<T> = localGenerators[task];
  return generate(new AnswerSheet(input), input);
}
