import type { AnalysisInput } from '../task-input';
import { answersAsText, jsonRules, type Prompt } from './answers-text';

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
