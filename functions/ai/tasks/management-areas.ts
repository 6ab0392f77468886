import type { AnalysisInput } from '../task-input';
import { answersAsText, jsonRules, type Prompt } from '../prompts/answers-text';
import { managementAreasSchema } from '../../contracts/analysis-data/management';
import type { TaskModule } from './task-module';

const system = `Você é um consultor de gestão de pequenas e médias empresas brasileiras.\n${jsonRules}`;

/** Segunda etapa: as seis áreas do radar de maturidade. */
export function managementAreasPrompt(input: AnalysisInput): Prompt {
  const overview = input.overview
    ? `\nVisão geral já produzida na primeira etapa:\n${JSON.stringify(input.overview)}\n`
    : '';
  return {
    system,
    user: `Analise as seis áreas de gestão — Produto, Canal, Funil, Precificação, Mensuração e Conteúdo — a partir das respostas abaixo. Em cada área, a pergunta de maturidade (1 a 5) define o nível; os títulos dos níveis são: 1 Rudimentar, 2 Básico, 3 Intermediário, 4 Avançado, 5 Excelência.
${overview}
Devolva um JSON no formato:
{ "areas_analisadas": [ { "nome": string, "nivel_maturidade": número de 0 a 5, "titulo_maturidade": string, "descricao_maturidade": string,
  "pontos_fortes": string[], "gaps": string[], "obstaculos": string[], "recomendacoes": string[] } ] }
com as seis áreas, nesta ordem.

Respostas:
${answersAsText(input)}`,
  };
}

/** The management analysis's second step: the six areas (its facts: ./catalogue.ts). */
export const task = {
  schema: managementAreasSchema,
  prompt: managementAreasPrompt,
} satisfies TaskModule<AnalysisInput>;
