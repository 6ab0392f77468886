import type { AnalysisInput } from '../task-input';
import { analystRules, answersAsText, companyLine, type Prompt } from '../prompts/answers-text';
import { founderSectionSchema } from '../../contracts/analysis-data/founder-section';
import type { TaskModule } from './task-module';

/** Análise de uma seção do Diagnóstico do Fundador. */
export function founderSectionPrompt(input: AnalysisInput): Prompt {
  return {
    system: `Você é um mentor de empreendedores.\n${analystRules(input)}`,
    user: `${companyLine(input.companyName)}Analise apenas esta seção do Diagnóstico do Fundador: o que as respostas revelam, os riscos e uma recomendação prática.
O campo analysis é um texto em Markdown de 2 a 4 parágrafos.

${answersAsText(input, input.sectionKey)}`,
  };
}

/** One section of the founder diagnostic, analysed on request (its facts: ./catalogue.ts). */
export const task = {
  schema: founderSectionSchema,
  prompt: founderSectionPrompt,
} satisfies TaskModule<AnalysisInput>;
