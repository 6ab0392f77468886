import type { AnalysisInput } from '../task-input';
import { analystRules, answersAsText, companyLine, type Prompt } from '../prompts/answers-text';
import { businessAnalysisSchema } from '../../contracts/analysis-data/business-analysis';
import type { TaskModule } from './task-module';
import { businessAnalysisFacts } from '../facts/business';
import { factsBlock } from '../facts/format';

/** How the 12-month goal is sized: against the current revenue when the investor diagnostic gave it. */
const goalGuide = (input: AnalysisInput) =>
  input.monthlyRevenue
    ? 'dimensione a meta de faturamento de 12 meses contra o faturamento atual (nos fatos abaixo: quanto ela pede de crescimento e de vendas por mês) e diga se as hipóteses a sustentam.'
    : 'o faturamento atual não foi informado: comente a meta de 12 meses pelo que ela pede de vendas por mês (nos fatos abaixo), sem supor quanto a empresa fatura hoje.';

/** Análise do negócio: SWOT, cinco forças, cliente ideal, ideias de crescimento. */
export function businessAnalysisPrompt(input: AnalysisInput): Prompt {
  return {
    system: `Você é um consultor de estratégia de pequenas e médias empresas brasileiras e escreve para quem é dono do negócio.\n${analystRules(input)}`,
    user: `${companyLine(input.companyName)}Analise o negócio a partir das respostas do Diagnóstico do Negócio.
Orientações para os campos:
- O nível de maturidade (Iniciante, Intermediário ou Avançado) é calculado e está nos fatos abaixo: o sistema o registra, não o escreva.
- resumo_executivo: um parágrafo de 4 a 6 frases sobre a situação do negócio, coerente com o nível calculado.
- Listas (pontos fortes e fracos, SWOT, obstáculos, insights, recomendações): itens de uma frase, específicos deste negócio; use os números e as porcentagens das respostas.
- ideias_crescimento e recomendacoes: ${goalGuide(input)}
- cinco_forcas_porter: uma avaliação curta por força, a partir do que foi dito sobre clientes, fornecedores e concorrentes.
- clientes e concorrentes: quem são, nas palavras do usuário quando possível.

${factsBlock(businessAnalysisFacts.lines(input))}

${answersAsText(input)}`,
  };
}

/** The business analysis (its facts: ./catalogue.ts). */
export const task = {
  schema: businessAnalysisSchema,
  prompt: businessAnalysisPrompt,
} satisfies TaskModule<AnalysisInput>;
