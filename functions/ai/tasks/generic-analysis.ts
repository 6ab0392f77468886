import { genericAnalysisSchema } from '../../contracts/analysis-data/generic-analysis';
import { genericFactsOf, questionnaireFactLines } from '../facts/generic';
import { factsBlock } from '../facts/format';
import { analystRules, answersAsText, companyLine, unfenced, type Prompt } from '../prompts/answers-text';
import type { AnalysisInput } from '../task-input';
import type { TaskModule } from './task-module';

/**
 * The analysis of any other diagnostic (one an admin created): what its questions ask is known only
 * from the questionnaire, so the prompt names the diagnostic, shows every question with its answer and
 * the positions computed on the scales.
 */
export function genericAnalysisPrompt(input: AnalysisInput): Prompt {
  const { title, description } = input.diagnostic;
  return {
    system: `Você é um consultor de pequenas e médias empresas brasileiras e analisa as respostas de um diagnóstico para quem o respondeu.\n${analystRules(input)}`,
    user: `${companyLine(input.companyName)}Analise as respostas do diagnóstico “${unfenced(title)}”${description ? ` (${unfenced(description)})` : ''}. O tema é o das perguntas: leia cada pergunta com a sua resposta.
Orientações para os campos:
- resumo: um parágrafo de 4 a 6 frases sobre o que as respostas mostram, com o índice calculado abaixo quando houver.
- pontos_fortes: o que as respostas mostram de mais sólido (as posições mais altas nas escalas, o que a pessoa já faz).
- lacunas: o que falta ou está fraco (as posições mais baixas, as dificuldades descritas).
- recomendacoes: ações concretas e priorizadas, uma para cada lacuna principal, com o próximo passo.
- principais_insights: relações entre as respostas que não são óbvias lendo uma a uma (concentrações, contrastes entre seções, o que as respostas abertas revelam).
- Itens de uma frase, específicos destas respostas; cite a pergunta ou a seção a que cada item se refere. Não repita as respostas: interprete-as.

${factsBlock(questionnaireFactLines(genericFactsOf(input)))}

${answersAsText(input)}`,
  };
}

/** The generic analysis (its facts: ../facts/generic.ts). */
export const task = {
  schema: genericAnalysisSchema,
  prompt: genericAnalysisPrompt,
} satisfies TaskModule<AnalysisInput>;
