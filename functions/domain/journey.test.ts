import { describe, expect, it } from 'vitest';
import {
  allCoreDiagnosticsCompleted,
  buildJourney,
  journeyFromOverview,
  type JourneyStepId,
} from './journey';

const all = ['fundador', 'negocio', 'sistema-gestao', 'investidor'];

describe('buildJourney', () => {
  it('lists the six steps with titles and routes', () => {
    const journey = buildJourney({
      completedDiagnosticSlugs: [],
      dossierEnabled: false,
      actionPlanExists: false,
    });
    expect(journey.steps.map((s) => [s.number, s.id, s.title, s.route])).toEqual([
      [1, 'founder', 'Diagnóstico do Fundador', '/founder-diagnostic'],
      [2, 'business', 'Diagnóstico do Negócio', '/business-diagnostic'],
      [3, 'management', 'Diagnóstico do Sistema de Gestão', '/management-diagnostic'],
      [4, 'investor', 'Diagnóstico do Investidor', '/investor-diagnostic'],
      [5, 'dossier', 'Dossiê Estratégico', '/strategic-dossier'],
      [6, 'actionPlan', 'Plano de Ação', '/action-plan'],
    ]);
  });

  it.each<[string, string[], boolean, boolean, JourneyStepId[], JourneyStepId | null, number, boolean]>([
    ['nothing done', [], false, false, [], 'founder', 0, true],
    ['founder done', ['fundador'], false, false, ['founder'], 'business', 17, true],
    ['business done before founder', ['negocio'], false, false, ['business'], 'founder', 17, true],
    [
      'three done, investor missing',
      all.slice(0, 3),
      false,
      false,
      ['founder', 'business', 'management'],
      'investor',
      50,
      true,
    ],
    [
      'four done, dossier unlocked, no plan: step 5 active',
      all,
      true,
      false,
      ['founder', 'business', 'management', 'investor'],
      'dossier',
      67,
      true,
    ],
    [
      'four done, dossier not enabled, no plan: step 5 active',
      all,
      false,
      false,
      ['founder', 'business', 'management', 'investor'],
      'dossier',
      67,
      true,
    ],
    [
      'four done, plan exists but dossier not enabled: step 5 incomplete and active, step 6 complete',
      all,
      false,
      true,
      ['founder', 'business', 'management', 'investor', 'actionPlan'],
      'dossier',
      83,
      true,
    ],
    [
      'everything: 100%, checklist hidden',
      all,
      true,
      true,
      ['founder', 'business', 'management', 'investor', 'dossier', 'actionPlan'],
      null,
      100,
      false,
    ],
    ['plan without diagnostics: only step 6', [], false, true, ['actionPlan'], 'founder', 17, true],
    [
      'dossier enabled with a plan but founder missing',
      all.slice(1),
      true,
      true,
      ['business', 'management', 'investor', 'dossier', 'actionPlan'],
      'founder',
      83,
      true,
    ],
    ['other slugs do not count', ['marketing'], false, false, [], 'founder', 0, true],
  ])('%s', (_, done, dossierEnabled, actionPlanExists, completed, active, percentage, showChecklist) => {
    const journey = buildJourney({ completedDiagnosticSlugs: done, dossierEnabled, actionPlanExists });
    expect(journey.steps.filter((s) => s.completed).map((s) => s.id)).toEqual(completed);
    expect(journey.activeStepId).toBe(active);
    expect(journey.steps.filter((s) => s.active).map((s) => s.id)).toEqual(active ? [active] : []);
    expect(journey.completedCount).toBe(completed.length);
    expect(journey.total).toBe(6);
    expect(journey.percentage).toBe(percentage);
    expect(journey.showChecklist).toBe(showChecklist);
  });

  it('accepts any iterable of slugs', () => {
    expect(
      buildJourney({ completedDiagnosticSlugs: new Set(all), dossierEnabled: true, actionPlanExists: false })
        .activeStepId,
    ).toBe('dossier');
  });
});

describe('journeyFromOverview', () => {
  const diagnostics = all.map((slug) => ({
    id: slug,
    slug,
    title: slug,
    description: '',
    icon: 'FileText',
    isPublished: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  }));
  const results = (done: string[]) =>
    done.map((id) => ({
      id,
      diagnosticId: id,
      completed: true,
      profileResult: 'Completed',
      score: 0,
      completedAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    }));

  it.each([
    [['fundador'], false, 'business', 17],
    [all, false, 'dossier', 67],
    [all, true, null, 100],
    [all.slice(0, 3), true, 'investor', 67],
  ] as const)('done %j, plan %s → active %s, %s%%', (done, plan, active, percentage) => {
    const journey = journeyFromOverview({ diagnostics, results: results([...done]) }, plan);
    expect(journey.activeStepId).toBe(active);
    expect(journey.percentage).toBe(percentage);
  });
});

describe('allCoreDiagnosticsCompleted', () => {
  it.each([
    [all, true],
    [[...all, 'extra'], true],
    [all.slice(1), false],
    [[], false],
  ])('%j → %s', (done, expected) => expect(allCoreDiagnosticsCompleted(done)).toBe(expected));
});
