import type { AnalysisInput } from '../task-input';
import { answersAsText, jsonRules, type Prompt } from '../prompts/answers-text';
import { businessAnalysisSchema } from '../../contracts/analysis-data/business-analysis';
import type { TaskModule } from './task-module';

/** Análise do negócio: SWOT, cinco forças, cliente ideal, ideias de crescimento. */
export function businessAnalysisPrompt(input: AnalysisInput): Prompt {
  return {
    system: `Você é um consultor de estratégia de pequenas e médias empresas brasileiras.\n${jsonRules}`,
    user: `Analise o negócio a partir das respostas do Diagnóstico do Negócio abaixo.

Devolva um JSON com exatamente estes campos:
{
  "nivel_de_maturidade": "Iniciante" | "Intermediário" | "Avançado",
  "resumo_executivo": string,
  "pontos_fortes": string[], "pontos_fracos": string[],
  "analise_swot": { "forcas": string[], "fraquezas": string[], "oportunidades": string[], "ameacas": string[], "recomendacao_estrategica": string },
  "cinco_forcas_porter": { "poder_compradores": string, "poder_fornecedores": string, "novos_entrantes": string, "produtos_substitutos": string, "rivalidade_concorrentes": string },
  "cliente_ideal_proposta": { "cliente_ideal": string, "proposta_valor": string },
  "ideias_crescimento": { "hipoteses_crescimento": string[], "teoria_vencer": string },
  "entendimento_situacao": { "situacao_complicacao": string, "perguntas_responder": string[] },
  "obstaculos": string[], "insights_importantes": string[], "recomendacoes": string[],
  "clientes": string, "concorrentes": string
}

Respostas:
${answersAsText(input)}`,
  };
}

/** The business analysis (its facts: ./catalogue.ts). */
export const task = {
  schema: businessAnalysisSchema,
  prompt: businessAnalysisPrompt,
} satisfies TaskModule<AnalysisInput>;
