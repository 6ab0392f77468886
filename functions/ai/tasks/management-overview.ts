import type { AnalysisInput } from '../task-input';
import { analystRules, answersAsText, companyLine, type Prompt } from '../prompts/answers-text';
import { managementOverviewSchema } from '../../contracts/analysis-data/management';
import type { TaskModule } from './task-module';
import { managementOverviewFacts } from '../facts/management';
import { factsBlock } from '../facts/format';

/** Primeira etapa da análise do sistema de gestão: a visão geral e os blocos do relatório. */
export function managementOverviewPrompt(input: AnalysisInput): Prompt {
  return {
    system: `Você é um consultor de gestão de pequenas e médias empresas brasileiras e escreve para quem lidera a empresa.\n${analystRules(input)}`,
    user: `${companyLine(input.companyName)}Analise o sistema de gestão a partir das respostas do Diagnóstico do Sistema de Gestão.
Orientações para os campos:
- O nível geral (o rótulo da média das áreas: Inicial, Básico, Intermediário, Avançado ou Otimizado) é calculado e está nos fatos abaixo: o sistema o registra, não o escreva.
- resumo_executivo: um parágrafo de 4 a 6 frases, coerente com o nível geral calculado; summary: uma frase.
- rituais_gestao.existentes e indicadores.atuais: somente o que as respostas mostram que já existe (podem ficar vazios); os recomendados e sugeridos: o que implantar primeiro.
- alavancas_crescimento e obstaculos_remover: de 2 a 5 itens cada, ligados às respostas.

${factsBlock(managementOverviewFacts.lines(input))}

${answersAsText(input)}`,
  };
}

/** The management analysis's first step: the overview (its facts: ./catalogue.ts). */
export const task = {
  schema: managementOverviewSchema,
  prompt: managementOverviewPrompt,
} satisfies TaskModule<AnalysisInput>;
