import type { AnalysisInput } from '../task-input';
import { answersAsText, jsonRules, type Prompt } from '../prompts/answers-text';
import { founderAnalysisSchema } from '../../contracts/analysis-data/founder-analysis';
import type { TaskModule } from './task-module';

/** Perfil do fundador no formato PDA, com o perfil DISC em frações de 0 a 1. */
export function founderAnalysisPrompt(input: AnalysisInput): Prompt {
  const company = input.companyName ? `A empresa do fundador se chama "${input.companyName}".\n` : '';
  return {
    system: `Você é um mentor de empreendedores especializado em perfil comportamental (DISC) e liderança.\n${jsonRules}`,
    user: `${company}Analise o perfil do fundador a partir das respostas do Diagnóstico do Fundador abaixo. As afirmações de escala 1 a 5 medem as dimensões DISC (dominância, influência, estabilidade, conformidade).

Devolva um JSON com exatamente estes campos:
{
  "resumo_executivo_perfil": string,
  "perfil_disc": { "dominancia": número de 0 a 1, "influencia": número de 0 a 1, "estabilidade": número de 0 a 1, "conformidade": número de 0 a 1,
    "perfil_predominante": "Executor" | "Visionário" | "Analítico" | "Comunicador" | "Estrategista" | "Colaborador",
    "caracteristicas": string[], "recomendacoes_desenvolvimento": string[] },
  "analise_motivacional": { "descricao": string, "destaques": string[] },
  "inteligencia_emocional": { "descricao": string, "destaques": string[] },
  "roadmap_desenvolvimento": [ { "fase": string, "prazo": string, "acoes": string[] } ],
  "perfil_tomada_decisao": { "descricao": string, "destaques": string[] },
  "energia_produtividade": { "descricao": string, "destaques": string[] },
  "estilo_lideranca_situacional": { "descricao": string, "destaques": string[] },
  "comunicacao_influencia": { "descricao": string, "destaques": string[] },
  "insights_estrategicos": string[]
}

Respostas:
${answersAsText(input)}`,
  };
}

/** The founder analysis (its facts: ./catalogue.ts). */
export const task = {
  schema: founderAnalysisSchema,
  prompt: founderAnalysisPrompt,
} satisfies TaskModule<AnalysisInput>;
