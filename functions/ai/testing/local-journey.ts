import type { GeneratedTask } from '../../contracts/analysis-data/action-plan';
import type { ActionItem } from '../../contracts/action-plan';
import { dossierSectionKeys, type DossierSectionKey } from '../../contracts/analysis-data/dossier/sections';
import type { DiagnosticKind } from '../../domain/core-diagnostics';
import { answerBook } from '../../local/demo-company/answers';
import type { BookAnswer } from '../../local/demo-company/answers/types';
import { companyNumbers } from '../company-numbers';
import { statedPrioritiesAnswer } from '../dossier-input';
import { localModelPort } from '../local-adapter';
import { dossierTaskOf } from '../tasks';
import { diagnosticIdOf, dossierInputFor, type AnswerSets } from './dossier-fixtures';
import type { AnswerSpec } from './fixtures';

/** The demo company's answer book (functions/local/demo-company/answers) as answer sets. */
export function demoAnswerSets(): AnswerSets {
  const spec = (answer: BookAnswer): AnswerSpec => {
    if ('choice' in answer) return answer.choice;
    if ('choices' in answer) return [...answer.choices];
    if ('number' in answer) return answer.number;
    if ('text' in answer) return answer.text;
    return { ...answer.distribution };
  };
  return Object.fromEntries(
    (Object.entries(diagnosticIdOf) as [DiagnosticKind, string][]).map(([kind, id]) => [
      kind,
      Object.fromEntries(Object.entries(answerBook[id] ?? {}).map(([key, answer]) => [key, spec(answer)])),
    ]),
  ) as AnswerSets;
}

/** Everything the local analyst writes for one user: the analyses, the dossier, the plan, Genius. */
export interface LocalJourney {
  analyses: { founder: unknown; business: unknown; overview: unknown; areas: unknown };
  sections: Record<DossierSectionKey, unknown>;
  /** The plan's tasks at the spec's defaults (Marketing, Vendas, Gestão × 3), with their area. */
  plan: Array<GeneratedTask & { area: string }>;
  /** Genius's reply to a question about one of the plan's tasks (the first by default). */
  genius(message: string, task?: GeneratedTask & { area: string }): Promise<string>;
}

const TODAY = '2026-11-24';

/** The whole local journey of a user who answered the four diagnostics with `sets`. */
export async function localJourney(sets: AnswerSets, userFirstName?: string): Promise<LocalJourney> {
  const port = localModelPort();
  const sections: Partial<Record<DossierSectionKey, unknown>> = {};
  let input = await dossierInputFor(sets, sections, userFirstName);
  for (const key of dossierSectionKeys) {
    input = { ...input, sections: { ...sections } };
    sections[key] = await port.generate(dossierTaskOf[key], input);
  }
  const management = input.managementAnalysis as Record<string, unknown>;
  const areas = ['Marketing', 'Vendas', 'Gestão'];
  const statedPriorities = statedPrioritiesAnswer(input.answers);
  const plan: LocalJourney['plan'] = [];
  for (const area of areas) {
    const { tasks } = await port.generate('action-plan-area', {
      ...(input.companyName ? { companyName: input.companyName } : {}),
      ...(userFirstName ? { userFirstName } : {}),
      sections,
      areas,
      area,
      itemsPerArea: 3,
      today: TODAY,
      investorReport: input.investorReport,
      ...(statedPriorities ? { statedPriorities } : {}),
    });
    plan.push(...tasks.map((task) => ({ ...task, area })));
  }
  const actionItem = (task: GeneratedTask & { area: string }): ActionItem =>
    ({
      id: 'item-1',
      planId: 'plan-1',
      title: task.title,
      priority: task.priority,
      dueDate: null,
      completed: false,
      category: task.area,
      metadata: {
        what: task.what,
        why: task.why,
        who: task.who,
        where: task.where,
        when: task.when,
        how: task.how,
        howMuch: task.howMuch,
      },
    }) as ActionItem;
  return {
    analyses: {
      founder: input.founderAnalysis,
      business: input.businessAnalysis,
      overview: management,
      areas: management,
    },
    sections: sections as Record<DossierSectionKey, unknown>,
    plan,
    async genius(message, task = plan[0]!) {
      const { reply } = await port.generate('genius-reply', {
        message,
        task: actionItem(task),
        plan: { title: 'Plano de ação', description: 'Plano gerado a partir do dossiê.' },
        planTasks: plan.map(actionItem),
        numbers: companyNumbers(input.answers, input.investorReport),
        ...(input.companyName ? { companyName: input.companyName } : {}),
        ...(userFirstName ? { userFirstName } : {}),
        sections,
        history: [],
        today: TODAY,
      });
      return reply;
    },
  };
}
