import { PLAN_HORIZON_DAYS } from '../../contracts/analysis-data/action-plan';
import { formatMoney } from '../answers/answer-sheet';
import type { PlanAreaInput } from '../plan-input';
import { jsonRules, type Prompt } from '../prompts/answers-text';
import { generatedAreaTasksSchema } from '../../contracts/analysis-data/action-plan';
import type { TaskModule } from './task-module';

const system = `Você é um consultor de gestão que transforma o Dossiê Estratégico de um fundador brasileiro em um plano de ação prático, no método 5W2H.
${jsonRules}
Cada tarefa deve nascer de um ponto concreto do dossiê (uma lacuna, uma prioridade, uma ação do cronograma tático) e dizer qual.`;

/** The dossier's sections as JSON without the markers of local generation. */
const sectionsJson = (sections: PlanAreaInput['sections']) =>
  JSON.stringify(sections, (key, value: unknown) => (key === 'generatedLocally' ? undefined : value));

/** Prompt of the `action-plan-area` task: the N tasks of one area of the plan, every 5W2H field filled. */
export function actionPlanAreaPrompt(input: PlanAreaInput): Prompt {
  const report = input.investorReport;
  const budget = report
    ? `Investimento mensal em marketing sugerido: ${formatMoney(report.suggestedBudget)} (${report.allocationData.channels
        .map((channel) => `${channel.label} ${channel.percentage}%`)
        .join(', ')}).`
    : 'Não há relatório de investimento: estime custos em faixas e diga que são estimativas.';
  const others = input.areas.filter((area) => area !== input.area);
  const user = [
    input.companyName ? `Empresa: "${input.companyName}".` : 'O nome da empresa não foi informado.',
    `Hoje é ${input.today}. ${budget}`,
    `O plano tem ${input.areas.length} área(s), nesta ordem: ${input.areas.join(', ')}; ${input.itemsPerArea} tarefa(s) por área. Cada área é escrita numa resposta separada.`,
    `Escreva agora somente as tarefas da área "${input.area}": exatamente ${input.itemsPerArea} tarefa(s).`,
    ...(others.length
      ? [`As áreas ${others.join(', ')} terão as suas próprias tarefas: não repita o que cabe a elas.`]
      : []),
    `Comece pelas lacunas mais fracas do Raio-X que tocam esta área; distribua os prazos nos próximos ${PLAN_HORIZON_DAYS} dias (as prioridades altas primeiro).`,
    '',
    '# Dossiê Estratégico',
    sectionsJson(input.sections),
    '',
    'Responda com este JSON:',
    `{
  "tasks": [{
    "title": string (verbo no infinitivo, até 100 caracteres),
    "priority": "high" | "medium" | "low",
    "dueInDays": inteiro de 1 a ${PLAN_HORIZON_DAYS},
    "what": string (o quê), "why": string (por quê, citando o dossiê), "who": string (quem),
    "where": string (onde), "when": string (quando), "how": string (como: 2 a 4 passos),
    "howMuch": string (quanto custa, em R$ ou horas da equipe)
  }] (${input.itemsPerArea} tarefa(s), todas da área ${input.area})
}`,
  ].join('\n');
  return { system, user };
}

/** One area's tasks of the action plan (its facts: ./catalogue.ts). */
export const task = {
  schema: generatedAreaTasksSchema,
  prompt: actionPlanAreaPrompt,
} satisfies TaskModule<PlanAreaInput>;
