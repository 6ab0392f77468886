import type { GeneratedTask } from '../../contracts/analysis-data/action-plan';
import type { ActionItem } from '../../contracts/action-plan';
import { dossierSectionKeys, type DossierSectionKey } from '../../contracts/analysis-data/dossier/sections';
import { localModelPort } from '../local-adapter';
import type { GeniusInput, PlanAreaInput, PlanGenerationInput } from '../plan-input';
import { dossierTaskOf } from '../tasks';
import { dossierInputFor } from './dossier-fixtures';

/**
 * Test support: the six dossier sections the local analyst writes from the realistic answer sets (one
 * after another, each seeing the ones before, as the workflow does), and plan and Genius inputs over them.
 */
export async function generatedSections(): Promise<Partial<Record<DossierSectionKey, unknown>>> {
  const port = localModelPort();
  const sections: Partial<Record<DossierSectionKey, unknown>> = {};
  for (const key of dossierSectionKeys) {
    sections[key] = await port.generate(dossierTaskOf[key], await dossierInputFor(undefined, sections));
  }
  return sections;
}

export async function planInputFor(
  request: { areas: string[]; itemsPerArea: number } = {
    areas: ['Marketing', 'Vendas', 'Gestão'],
    itemsPerArea: 3,
  },
): Promise<PlanGenerationInput> {
  const dossier = await dossierInputFor();
  return {
    ...(dossier.companyName ? { companyName: dossier.companyName } : {}),
    sections: await generatedSections(),
    ...request,
    today: '2026-11-24',
    investorReport: dossier.investorReport,
  };
}

/** The input of one area's task of that plan (the first area by default). */
export async function planAreaInputFor(
  area?: string,
  request?: { areas: string[]; itemsPerArea: number },
): Promise<PlanAreaInput> {
  const plan = await planInputFor(request);
  return { ...plan, area: area ?? plan.areas[0]! };
}

export const sampleTask: ActionItem = {
  id: 'item-1',
  planId: 'plan-1',
  title: 'Montar o painel dos indicadores principais',
  version: 1,
  priority: 'high',
  dueDate: '2026-12-10',
  completed: false,
  category: 'Gestão',
  metadata: {
    what: 'Acompanhar todo mês: Margem de lucro, Custo de aquisição de cliente (CAC).',
    why: 'Sem indicadores as decisões seguem no escuro.',
    who: 'Ana Souza, gerente administrativa',
    where: 'Planilha compartilhada da empresa',
    when: 'Até 10/12/2026',
    how: '1. Definir a fonte de cada indicador.\n2. Montar a planilha.\n3. Revisar numa reunião mensal.',
    howMuch: 'Sem custo direto: cerca de 12 horas da equipe por mês',
  },
  createdAt: '2026-11-24T12:00:00.000Z',
  updatedAt: '2026-11-24T12:00:00.000Z',
};

/** The plan's other tasks around sampleTask (another of its area, two of other areas, one done). */
export const otherPlanTasks: ActionItem[] = [
  {
    ...sampleTask,
    id: 'plano-1-002',
    title: 'Definir a reunião mensal de resultados',
    priority: 'medium',
    dueDate: '2026-12-20',
  },
  {
    ...sampleTask,
    id: 'plano-1-003',
    title: 'Publicar dois casos de pacientes por mês',
    category: 'Marketing',
    priority: 'low',
    dueDate: null,
    completed: true,
  },
  {
    ...sampleTask,
    id: 'plano-1-004',
    title: 'Ligar para os orçamentos sem resposta',
    category: 'Vendas',
    priority: 'high',
    dueDate: '2026-12-01',
  },
];

export async function geniusInputFor(message: string, task: ActionItem = sampleTask): Promise<GeniusInput> {
  return {
    message,
    task,
    plan: { title: 'Plano de ação — Clínica Digital Odonto', description: 'Gerado do dossiê.' },
    planTasks: [task, ...otherPlanTasks],
    numbers: { monthlyRevenue: 85_000, revenueGoal: 150_000, averageTicket: 890, netMarginPercent: 12 },
    companyName: 'Clínica Digital Odonto',
    userFirstName: 'Clara',
    sections: await generatedSections(),
    history: [],
    today: '2026-11-24',
  };
}

/** A generated task with every 5W2H field filled with its own name ('o quê', 'por quê'…). */
export const generatedTask = (
  title: string,
  dueInDays: number,
  priority: GeneratedTask['priority'] = 'medium',
): GeneratedTask => ({
  title,
  priority,
  dueInDays,
  what: 'o quê',
  why: 'por quê',
  who: 'quem',
  where: 'onde',
  when: 'quando',
  how: 'como',
  howMuch: 'quanto',
});
