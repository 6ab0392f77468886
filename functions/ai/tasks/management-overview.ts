import type { AnalysisInput } from '../task-input';
import { answersAsText, jsonRules, type Prompt } from '../prompts/answers-text';
import { managementOverviewSchema } from '../../contracts/analysis-data/management';
import type { TaskModule } from './task-module';

const system = `Você é um consultor de gestão de pequenas e médias empresas brasileiras.\n${jsonRules}`;

/** Primeira etapa da análise do sistema de gestão: a visão geral e os blocos do relatório. */
export function managementOverviewPrompt(input: AnalysisInput): Prompt {
  const company = input.companyName ? `A empresa se chama "${input.companyName}".\n` : '';
  return {
    system,
    user: `${company}Analise o sistema de gestão a partir das respostas do Diagnóstico do Sistema de Gestão abaixo.
O nível de maturidade geral usa a escala: Inicial, Básico, Intermediário, Avançado, Otimizado.

Devolva um JSON com exatamente estes campos:
{
  "resumo_executivo": string, "summary": string (uma frase),
  "strengths": string[], "weaknesses": string[], "recommendations": string[], "insights_importantes": string[],
  "nivel_de_maturidade": string, "fatores_internos": string[], "fatores_externos": string[],
  "entendimento_situacao": { "situacao_complicacao": string, "perguntas_responder": string[] },
  "clareza_estrategica": { "nivel": string, "visao_longo_prazo": string, "teoria_vencer": string },
  "rituais_gestao": { "existentes": string[], "recomendados": string[] },
  "indicadores": { "atuais": string[], "sugeridos": string[] },
  "capacidade_execucao": { "estrutura_atual": string, "gaps": string[] },
  "alavancas_crescimento": [ { "alavanca": string, "potencial": "alto" | "médio" | "baixo", "descricao": string } ],
  "obstaculos_remover": [ { "obstaculo": string, "prioridade": "alta" | "média" | "baixa", "solucao_sugerida": string } ]
}

Respostas:
${answersAsText(input)}`,
  };
}

/** The management analysis's first step: the overview (its facts: ./catalogue.ts). */
export const task = {
  schema: managementOverviewSchema,
  prompt: managementOverviewPrompt,
} satisfies TaskModule<AnalysisInput>;
