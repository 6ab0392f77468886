import { describe, expect, it } from 'vitest';
import { generatedPlanSchema, geniusReplySchema } from '../../contracts/analysis-data/action-plan';
import { geniusInputFor, planInputFor, sampleTask } from '../testing/plan-fixtures';
import { actionPlan } from './action-plan';
import { geniusReply, intentOf } from './genius';

describe('local action plan from the dossier', () => {
  it('N tasks per area in the user’s order, every 5W2H field filled, due within 90 days', async () => {
    const input = await planInputFor({
      areas: ['Marketing', 'Vendas', 'Finanças', 'Logística'],
      itemsPerArea: 4,
    });
    const plan = generatedPlanSchema.parse(actionPlan(input));
    expect(plan.title).toBe('Plano de ação — Clínica Digital Odonto');
    for (const area of input.areas) expect(plan.tasks.filter((task) => task.area === area)).toHaveLength(4);
    for (const task of plan.tasks) {
      for (const field of ['what', 'why', 'who', 'where', 'when', 'how', 'howMuch'] as const)
        expect(task[field].trim()).not.toBe('');
      expect(task.dueInDays).toBeGreaterThanOrEqual(1);
      expect(task.dueInDays).toBeLessThanOrEqual(90);
    }
    expect(new Set(plan.tasks.map((task) => task.title)).size).toBe(plan.tasks.length);
    expect(Math.max(...plan.tasks.map((task) => task.dueInDays))).toBe(90);
  });

  it('starts with the weakest areas: the X-ray’s level 1 areas are high priority and due first', async () => {
    const plan = actionPlan(await planInputFor({ areas: ['Marketing', 'Gestão'], itemsPerArea: 2 }));
    // The realistic company: Mensuração and Conteúdo at level 1 (Rudimentar).
    const first = [...plan.tasks].sort((a, b) => a.dueInDays - b.dueInDays)[0]!;
    expect(first.priority).toBe('high');
    expect(plan.tasks.map((task) => task.title)).toContain(
      'Elevar Mensuração do nível 1 (Rudimentar) ao nível 2',
    );
    expect(plan.tasks.map((task) => task.title)).toContain(
      'Elevar Conteúdo do nível 1 (Rudimentar) ao nível 2',
    );
    // Derived from the dossier's own words, not a fixed text.
    expect(JSON.stringify(plan)).toContain('Clínica Digital Odonto');
  });

  it('costs come from the investor section: a marketing channel gets its share of the recommended budget', async () => {
    const plan = actionPlan(await planInputFor({ areas: ['Marketing'], itemsPerArea: 10 }));
    expect(plan.tasks.some((task) => /R\$ [\d.]+,\d{2} por mês \(\d+% de R\$/.test(task.howMuch))).toBe(true);
  });

  it('a dossier with nothing in it still gives the count asked for', () => {
    const plan = actionPlan({ sections: {}, areas: ['Vendas'], itemsPerArea: 3, today: '2026-11-24' });
    expect(generatedPlanSchema.parse(plan).tasks).toHaveLength(3);
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
    ['Me conte mais', 'general'],
  ])('“%s” → %s', (message, intent) => {
    expect(intentOf(message)).toBe(intent);
  });

  it('answers the question asked, about the task, from its own 5W2H', async () => {
    const start = geniusReply(await geniusInputFor('Como começo esta tarefa?'));
    expect(geniusReplySchema.parse(start).reply).toContain('Montar o painel dos indicadores principais');
    expect(start.reply).toContain('Definir a fonte de cada indicador.');
    const who = geniusReply(await geniusInputFor('Quem deve cuidar disso?'));
    expect(who.reply).toContain('Ana Souza, gerente administrativa');
    const cost = geniusReply(await geniusInputFor('Quanto custa?'));
    expect(cost.reply).toContain('cerca de 12 horas da equipe por mês');
    expect(cost.reply).toMatch(/recomenda R\$ [\d.]+,\d{2} por mês em marketing/);
    expect(new Set([start.reply, who.reply, cost.reply]).size).toBe(3);
  });

  it('tells an overdue task by the given day', async () => {
    const late = { ...sampleTask, dueDate: '2026-11-20' };
    const reply = geniusReply(await geniusInputFor('Qual o prazo?', late));
    expect(reply.reply).toContain('está atrasada há 4 dia(s)');
    expect(reply.reply.startsWith('Clara, ')).toBe(true);
  });
});
