import type { AnalysisInput, AnalysisTask } from '../port';
import { AnswerSheet } from '../answers/answer-sheet';
import { businessAnalysis } from './business';
import { founderAnalysis } from './founder';
import { founderSectionAnalysis } from './founder-section';
import { managementAreas, managementOverview } from './management';

/**
 * The local analyst: deterministic, rule-based pt-BR analyses derived from the user's answers (no
 * clock, no randomness: the same input always gives the same output). Every output carries
 * generatedLocally: true.
 */
export function analyseLocally(task: AnalysisTask, input: AnalysisInput): unknown {
  const sheet = new AnswerSheet(input);
  switch (task) {
    case 'business-analysis':
      return businessAnalysis(sheet);
    case 'founder-analysis':
      return founderAnalysis(sheet);
    case 'founder-section': {
      const sectionKey = input.sectionKey ?? sheet.ordered[0]?.question.metadata.section ?? '';
      return founderSectionAnalysis(sheet, sectionKey);
    }
    case 'management-overview':
      return managementOverview(sheet);
    case 'management-areas':
      return managementAreas(sheet);
  }
}
