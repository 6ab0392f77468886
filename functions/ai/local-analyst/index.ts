import type * as z from 'zod';
import { AnswerSheet } from '../answers/answer-sheet';
import type { AnalysisInput } from '../task-input';
import type { AiTaskInput, AiTaskModule, AiTaskName } from '../tasks';
import { actionPlanArea } from './action-plan';
import { businessAnalysis } from './business';
import { dossierGenerators } from './dossier/generators';
import { founderAnalysis } from './founder';
import { founderSectionAnalysis } from './founder-section';
import { genericAnalysis } from './generic';
import { geniusReply } from './genius';
import { managementAreas, managementOverview } from './management';
import { websiteAnalysis } from './website';
import { instagramRecommendations } from './instagram';

/** The local analyst's answer to one task: a candidate for its schema (the local adapter validates it). */
type LocalGenerator<T extends AiTaskName> = (input: AiTaskInput<T>) => z.input<AiTaskModule<T>['schema']>;

/** An analysis generator reads the answers through an AnswerSheet. */
const fromAnswers =
  <Output>(generate: (sheet: AnswerSheet, input: AnalysisInput) => Output) =>
  (input: AnalysisInput): Output =>
    generate(new AnswerSheet(input), input);

/**
 * The local analyst's generator of every task of the registry (functions/ai/tasks/): a registry entry
 * without one does not compile. Only the local adapter imports this module, so the cloud bundles do
 * not carry it.
 */
export const localGenerators: { [T in AiTaskName]: LocalGenerator<T> } = {
  'business-analysis': fromAnswers(businessAnalysis),
  'founder-analysis': fromAnswers(founderAnalysis),
  'founder-section': fromAnswers((sheet, input) =>
    founderSectionAnalysis(sheet, input.sectionKey ?? sheet.ordered[0]?.question.metadata.section ?? ''),
  ),
  'management-overview': fromAnswers(managementOverview),
  'management-areas': fromAnswers(managementAreas),
  'generic-analysis': fromAnswers(genericAnalysis),
  'dossier-resumo-executivo': dossierGenerators.resumo_executivo,
  'dossier-perfil-fundador': dossierGenerators.perfil_fundador,
  'dossier-raio-x-negocio': dossierGenerators.raio_x_negocio,
  'dossier-analise-mercado': dossierGenerators.analise_mercado,
  'dossier-perfil-investidor': dossierGenerators.perfil_investidor,
  'dossier-plano-estrategico': dossierGenerators.plano_estrategico,
  'action-plan-area': actionPlanArea,
  'genius-reply': geniusReply,
  'website-analysis': websiteAnalysis,
  'instagram-recommendations': instagramRecommendations,
};

/**
 * The local analyst: deterministic, rule-based pt-BR texts derived from the user's answers and
 * analyses (no clock, no randomness: the same input always gives the same output). Every output
 * carries generatedLocally: true.
 */
export function analyseLocally<T extends AiTaskName>(task: T, input: AiTaskInput<T>) {
  const generate: LocalGenerator<T> = localGenerators[task];
  return generate(input);
}
