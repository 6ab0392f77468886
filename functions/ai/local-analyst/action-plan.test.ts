import { describe, expect, it } from 'vitest';
import {
  generatedAreaTasksSchema,
  geniusReplySchema,
  type GeneratedTask,
} from '../../contracts/analysis-data/action-plan';
import type { PlanGenerationInput } from '../plan-input';
import { geniusInputFor, planInputFor, sampleTask } from '../testing/plan-fixtures';
import { actionPlanArea } from './action-plan';
import { geniusReply, intentOf } from './genius';

/** Every area of the plan, one call each, as the workflow's Map runs them. */
const byArea = (plan: PlanGenerationInput) =>
  Object.fromEntries(
    plan.areas.map((area) => [area, generatedAreaTasksSchema.parse(actionPlanArea({ ...plan, area })).tasks]),
  );

describe('local action plan from the dossier, one area at a time', () => {
  it('N tasks per area, every 5W2H field filled, due within 90 days, no task twice in the plan', async () => {
    const input = await planInputFor({
      areas: ['Marketing', 'Vendas', 'Finanças', 'Logística'],
      itemsPerArea: 4,
    });
    const areas = byArea(input);
    for (const tasks of Object.values(areas)) {
      expect(tasks).toHaveLength(4);
      for (const task of tasks) {
        for (const field of ['what', 'why', 'who', 'where', 'when', 'how', 'howMuch'] as const)
          expect(task[field].trim()).not.toBe('');
        expect(task.dueInDays).toBeGreaterThanOrEqual(1);
        expect(task.dueInDays).toBeLessThanOrEqual(90);
      }
      expect(Math.max(...tasks.map((task) => task.dueInDays))).toBe(90);
    }
    const titles = Object.values(areas).flatMap((tasks) => tasks.map((task) => task.title));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('starts with the weakest areas: the X-ray’s level 1 areas are high priority and due first', async () => {
    const areas = byArea(await planInputFor({ areas: ['Marketing', 'Gestão'], itemsPerArea: 2 }));
    // The realistic company: Mensuração and Conteúdo at level 1 (Rudimentar).
    for (const tasks of Object.values(areas)) {
      const first = [...tasks].sort((a, b) => a.dueInDays - b.dueInDays)[0]!;
      expect(first.priority).toBe('high');
    }
    const first = (tasks: GeneratedTask[]) => [...tasks].sort((a, b) => a.dueInDays - b.dueInDays)[0]!;
    expect(first(areas.Gestão!).title).toMatch(/indicadores num painel mensal/);
    expect(first(areas.Gestão!).why).toContain('Mensuração está no nível 1 (Rudimentar)');
    expect(first(areas.Marketing!).why).toContain('Conteúdo está no nível 1 (Rudimentar)');
    // Derived from the dossier's own words, not a fixed text.
    expect(JSON.stringify(areas)).toContain('Clínica Digital Odonto');
  });

  it('an area leaves out what an earlier area of the plan took, and only that', async () => {
    const plan = await planInputFor({ areas: ['Marketing', 'Vendas'], itemsPerArea: 10 });
    const marketing = actionPlanArea({ ...plan, area: 'Marketing' }).tasks.map((task) => task.title);
    const vendasAfterMarketing = actionPlanArea({ ...plan, area: 'Vendas' }).tasks.map((task) => task.title);
    const vendasAlone = actionPlanArea({ ...plan, areas: ['Vendas'], area: 'Vendas' }).tasks.map(
      (task) => task.title,
    );
    expect(vendasAfterMarketing.filter((title) => marketing.includes(title))).toEqual([]);
    expect(vendasAlone.some((title) => marketing.includes(title))).toBe(true);
    // The same call twice gives the same tasks (no clock, no randomness).
    expect(actionPlanArea({ ...plan, area: 'Vendas' }).tasks.map((task) => task.title)).toEqual(
      vendasAfterMarketing,
    );
  });

  it('costs come from the investor section: a marketing channel gets its share of the recommended budget', async () => {
    const plan = await planInputFor({ areas: ['Marketing'], itemsPerArea: 10 });
    const { tasks } = actionPlanArea({ ...plan, area: 'Marketing' });
    expect(tasks).toHaveLength(10);
    expect(tasks.some((task) => /R\$ [\d.]+,\d{2} por mês \(\d+% de R\$/.test(task.howMuch))).toBe(true);
  });

  it('puts the stated first priority first, wherever the dossier carries the numbered list', async () => {
    const plan = await planInputFor();
    const raio = plan.sections.raio_x_negocio as { clareza_estrategica: Record<string, string> };
    const sections = {
      ...plan.sections,
      raio_x_negocio: {
        ...raio,
        clareza_estrategica: {
          ...raio.clareza_estrategica,
          visao_longo_prazo:
            'Prioridades: 1) Rever os preços dos planos a partir do custo real; 2) contratar um gerente comercial; 3) lançar o plano anual.',
        },
      },
    };
    const all = plan.areas.flatMap((area) => actionPlanArea({ ...plan, sections, area }).tasks);
    const pricing = all.find((task) => /preç/i.test(task.title))!;
    expect(pricing.priority).toBe('high');
    expect(pricing.why).toMatch(/^É a primeira das suas prioridades/);
    expect(all.some((task) => /gerente comercial/.test(task.title))).toBe(true);
    expect(all.some((task) => /plano anual/.test(task.title))).toBe(true);
    // Its own how for each task, the priorities spread, the user never "o fundador".
    expect(new Set(all.map((task) => task.how)).size).toBe(all.length);
    expect(new Set(all.map((task) => task.priority))).toEqual(new Set(['high', 'medium', 'low']));
    expect(JSON.stringify(all)).not.toMatch(/fundador|\(s\)/);
  });

  it('starts from the user’s own answer on priorities over what the dossier carries', async () => {
    const plan = await planInputFor();
    const statedPriorities =
      '1) Cobrar os clientes em atraso e organizar a cobrança; 2) contratar uma recepcionista; 3) rever os preços.';
    const all = plan.areas.flatMap((area) => actionPlanArea({ ...plan, statedPriorities, area }).tasks);
    const collection = all.find((task) => /cobran/i.test(`${task.title} ${task.what}`))!;
    expect(collection.priority).toBe('high');
    expect(collection.why).toMatch(/^É a primeira das suas prioridades/);
    expect(all.find((task) => /recepcionista/.test(task.title))?.why).toMatch(/^É a segunda/);
    // A single priority, not a list, still leads the plan.
    const single = plan.areas.flatMap(
      (area) => actionPlanArea({ ...plan, statedPriorities: 'Reajustar os preços dos pacotes.', area }).tasks,
    );
    expect(single.find((task) => /preç/i.test(task.title))?.priority).toBe('high');
  });

  it('a dossier with nothing in it still gives the count asked for', () => {
    const tasks = actionPlanArea({
      sections: {},
      areas: ['Vendas'],
      area: 'Vendas',
      itemsPerArea: 3,
      today: '2026-11-24',
    });
    expect(generatedAreaTasksSchema.parse(tasks).tasks).toHaveLength(3);
  });
});

describe('local Genius', () => {
  it.each([
    ['Como começo esta tarefa?', 'start'],
    ['Quanto custa executar esta tarefa?', 'cost'],
    ['Quem deve ser responsável por esta tarefa?', 'who'],
    ['Como medir se esta tarefa deu resultado?', 'measure'],
    ['Qual é o prazo?', 'deadline'],
    ['Por que isso é importante?', 'why'],
    ['Tenho R$ 600 por mês. Como divido esse valor para testar?', 'budget'],
    ['E se não der certo?', 'risk'],
    ['Como vou saber se deu certo?', 'measure'],
    ['Quem ganhou o jogo do Atlético ontem?', 'offtopic'],
    ['Me conte mais', 'general'],
  ])('“%s” → %s', (message, intent) => {
    expect(intentOf(message)).toBe(intent);
  });

  it('answers the question asked, about the task, from its own 5W2H', async () => {
    const start = geniusReply(await geniusInputFor('Como começo esta tarefa?'));
    expect(geniusReplySchema.parse(start).reply).toContain('comece por definir a fonte de cada indicador');
    expect(start.reply).toContain('o passo seguinte é montar a planilha');
    const who = geniusReply(await geniusInputFor('Quem deve cuidar disso?'));
    expect(who.reply).toContain('Ana Souza, gerente administrativa');
    const cost = geniusReply(await geniusInputFor('Quanto custa?'));
    expect(cost.reply).toContain('o custo é de tempo, cerca de 12 horas');
    const budget = geniusReply(await geniusInputFor('Tenho R$ 900 por mês: como divido esse valor?'));
    expect(budget.reply).toContain('R$ 180,00 em cada uma de duas opções');
    expect(budget.reply).toMatch(/o dossiê recomenda R\$ [\d.]+,\d{2} por mês em marketing/);
    const risk = geniusReply(await geniusInputFor('E se não funcionar?'));
    expect(risk.reply).toContain('**Critério:**');
    const off = geniusReply(await geniusInputFor('Quem ganhou o jogo do Atlético ontem?'));
    expect(off.reply).toMatch(/foge do que consigo responder/);
    expect(off.reply).toContain('Montar o painel dos indicadores principais');
    expect(off.reply.length).toBeLessThan(400);
    const replies = [start, who, cost, budget, risk, off].map((reply) => reply.reply);
    expect(new Set(replies).size).toBe(replies.length);
    // The task's steps are not pasted back whole.
    for (const reply of replies) expect(reply).not.toContain('1. Definir a fonte de cada indicador.');
  });

  it('reads the plan around the task and the founder’s numbers', async () => {
    const deadline = geniusReply(await geniusInputFor('Qual o prazo?'));
    expect(deadline.reply).toContain(
      'Antes deste prazo vence outra tarefa do plano: “Ligar para os orçamentos sem resposta”, em 01/12/2026.',
    );
    const budget = geniusReply(await geniusInputFor('Tenho R$ 900 por mês: como divido esse valor?'));
    expect(budget.reply).toContain('1,1% do faturamento mensal de R$ 85.000,00 que você informou');
    const input = await geniusInputFor('Como começo esta tarefa?');
    const late = input.planTasks.map((task) =>
      task.title === 'Definir a reunião mensal de resultados' ? { ...task, dueDate: '2026-11-20' } : task,
    );
    const start = geniusReply({ ...input, planTasks: late });
    expect(start.reply).toContain(
      'Antes, olhe “Definir a reunião mensal de resultados”, da mesma área: está atrasada desde 20/11/2026',
    );
    expect(geniusReply(input).reply).not.toContain('Antes, olhe');
  });

  it('tells an overdue task by the given day', async () => {
    const late = { ...sampleTask, dueDate: '2026-11-20' };
    const reply = geniusReply(await geniusInputFor('Qual o prazo?', late));
    expect(reply.reply).toContain('está atrasada há 4 dias');
    expect(reply.reply.startsWith('Clara, ')).toBe(true);
  });
});
