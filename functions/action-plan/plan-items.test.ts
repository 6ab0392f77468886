import { describe, expect, it } from 'vitest';
import { generatedTask } from '../ai/testing/plan-fixtures';
import { planHeading, planItems } from './plan-items';

const task = (title: string, dueInDays: number) => generatedTask(title, dueInDays, 'high');

describe('a generated plan’s tasks and heading', () => {
  it('the areas in the request’s order, ids over the whole plan, due dates from each area’s day', () => {
    const items = planItems('plan', [
      { areaIndex: 0, area: 'Vendas', today: '2026-11-24', tasks: [task('A', 1), task('B', 90)] },
      { areaIndex: 1, area: 'Gestão', today: '2026-11-25', tasks: [task('C', 7)] },
    ]);
    expect(items.map((item) => [item.itemId, item.title, item.category, item.dueDate])).toEqual([
      ['plan-001', 'A', 'Vendas', '2026-11-25'],
      ['plan-002', 'B', 'Vendas', '2027-02-22'],
      ['plan-003', 'C', 'Gestão', '2026-12-02'],
    ]);
    expect(items[0]!.metadata).toEqual({
      what: 'o quê',
      why: 'por quê',
      who: 'quem',
      where: 'onde',
      when: 'quando',
      how: 'como',
      howMuch: 'quanto',
    });
  });

  it('numbers a plan of 10 areas of 10 tasks 001 to 100', () => {
    const areas = Array.from({ length: 10 }, (_, index) => ({
      areaIndex: index,
      area: `Área ${index + 1}`,
      today: '2026-11-24',
      tasks: Array.from({ length: 10 }, (_, n) => task(`T${index}-${n}`, n + 1)),
    }));
    const ids = planItems('p', areas).map((item) => item.itemId);
    expect(ids).toHaveLength(100);
    expect([ids[0], ids[99]]).toEqual(['p-001', 'p-100']);
  });

  it('the title names the company (else the dossier); the description, the areas', () => {
    expect(planHeading(' Oficina Rota Norte ', ['Vendas', 'Gestão'])).toEqual({
      title: 'Plano de ação — Oficina Rota Norte',
      description: 'Gerado a partir do dossiê estratégico para as áreas: Vendas, Gestão.',
    });
    expect(planHeading(undefined, ['Vendas']).title).toBe('Plano de ação do dossiê estratégico');
  });
});
