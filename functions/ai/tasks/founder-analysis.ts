import type { AnalysisInput } from '../task-input';
import { analystRules, answersAsText, companyLine, type Prompt } from '../prompts/answers-text';
import { founderAnalysisSchema } from '../../contracts/analysis-data/founder-analysis';
import type { TaskModule } from './task-module';
import { founderAnalysisFacts } from '../facts/founder';
import { factsBlock } from '../facts/format';

/** O perfil da pessoa fundadora no formato PDA; as frações DISC e o perfil predominante vêm calculados. */
export function founderAnalysisPrompt(input: AnalysisInput): Prompt {
  return {
    system: `Você é um mentor de empreendedores especializado em perfil comportamental (DISC) e liderança, e escreve para a própria pessoa fundadora.\n${analystRules(input)}`,
    user: `${companyLine(input.companyName)}Analise o perfil da pessoa fundadora a partir das respostas do Diagnóstico do Fundador.
Orientações para os campos:
- perfil_disc: as participações DISC e o perfil predominante são calculados e estão nos fatos abaixo: o sistema os registra, não os escreva; caracteristicas e recomendacoes_desenvolvimento explicam esse perfil com as respostas.
- Cada bloco (motivação, inteligência emocional, tomada de decisão, energia, liderança, comunicação): uma descrição de 3 a 5 frases e destaques de uma frase cada.
- roadmap_desenvolvimento: de 2 a 4 fases, com prazo e ações concretas.
- insights_estrategicos: o que as respostas, lidas juntas, revelam e a pessoa talvez não tenha percebido.

${factsBlock(founderAnalysisFacts.lines(input))}

${answersAsText(input)}`,
  };
}

/** The founder analysis (its facts: ./catalogue.ts). */
export const task = {
  schema: founderAnalysisSchema,
  prompt: founderAnalysisPrompt,
} satisfies TaskModule<AnalysisInput>;
