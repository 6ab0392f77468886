import type { AnalysisInput, AnalysisTask } from '../port';
import type { Prompt } from './answers-text';
import { businessAnalysisPrompt } from './business-analysis';
import { founderAnalysisPrompt } from './founder-analysis';
import { founderSectionPrompt } from './founder-section';
import { managementAreasPrompt, managementOverviewPrompt } from './management';

/** The Portuguese prompt builder of each task. */
export const promptBuilders: Record<AnalysisTask, (input: AnalysisInput) => Prompt> = {
  'business-analysis': businessAnalysisPrompt,
  'founder-analysis': founderAnalysisPrompt,
  'founder-section': founderSectionPrompt,
  'management-overview': managementOverviewPrompt,
  'management-areas': managementAreasPrompt,
};

/** The message asking the model to fix an invalid reply (the one repair attempt). */
export function repairPrompt(problems: readonly string[]): string {
  return [
    'A sua resposta anterior não é um JSON válido no formato pedido. Problemas encontrados:',
    ...problems.slice(0, 20).map((problem) => `- ${problem}`),
    'Responda novamente SOMENTE com o objeto JSON completo e corrigido, sem texto adicional.',
  ].join('\n');
}

export type { Prompt } from './answers-text';
