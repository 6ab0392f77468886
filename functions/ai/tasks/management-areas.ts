import type { AnalysisInput } from '../task-input';
import { analystRules, answersAsText, companyLine, type Prompt } from '../prompts/answers-text';
import { managementAreasSchema } from '../../contracts/analysis-data/management';
import type { TaskModule } from './task-module';
import { managementAreasFacts } from '../facts/management';
import { factsBlock } from '../facts/format';

/** The overview's summary lines the areas build on (not its whole JSON). */
function overviewSummary(overview: unknown): string {
  if (!overview || typeof overview !== 'object') return '';
  const { resumo_executivo, nivel_de_maturidade } = overview as Record<string, unknown>;
  const lines = [
    typeof nivel_de_maturidade === 'string' ? `Nível geral: ${nivel_de_maturidade}.` : '',
    typeof resumo_executivo === 'string' ? `Resumo da visão geral: ${resumo_executivo}` : '',
  ].filter(Boolean);
  return lines.length ? `\nVisão geral já escrita na primeira etapa:\n${lines.join('\n')}\n` : '';
}

/** Segunda etapa: as seis áreas do radar de maturidade. */
export function managementAreasPrompt(input: AnalysisInput): Prompt {
  return {
    system: `Você é um consultor de gestão de pequenas e médias empresas brasileiras e escreve para quem lidera a empresa.\n${analystRules(input)}`,
    user: `${companyLine(input.companyName)}Analise as seis áreas de gestão — Produto, Canal, Funil, Precificação, Mensuração e Conteúdo —, nesta ordem, a partir das respostas. O nível e o título de cada área estão nos fatos calculados abaixo (escala de 1 a 5: Rudimentar, Básico, Intermediário, Avançado, Excelência): o sistema os registra, não os escreva; a descrição de cada área parte deles.
${overviewSummary(input.overview)}
Em cada área: descricao_maturidade explica o nível com as respostas da área; pontos fortes, gaps, obstáculos e recomendações são itens de uma frase (listas vazias quando as respostas não mostrarem nada).

${factsBlock(managementAreasFacts.lines(input))}

${answersAsText(input)}`,
  };
}

/** The management analysis's second step: the six areas (its facts: ./catalogue.ts). */
export const task = {
  schema: managementAreasSchema,
  prompt: managementAreasPrompt,
} satisfies TaskModule<AnalysisInput>;
