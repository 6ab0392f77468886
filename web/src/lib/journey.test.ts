import { describe, expect, it } from 'vitest';
import type { ActionPlansResponse } from '@contracts/action-plan';
import type { DiagnosticsOverview } from '@contracts/diagnostics';
import { journeyOf } from './journey';

const slugs = ['fundador', 'negocio', 'sistema-gestao', 'investidor'];
const at = '2026-01-01T00:00:00.000Z';
const overview = {
  diagnostics: slugs.map((slug) => ({
    id: slug,
    slug,
    title: slug,
    description: '',
    icon: 'FileText',
    isPublished: true,
    createdAt: at,
  })),
  results: slugs.map((id) => ({
    id,
    diagnosticId: id,
    completed: true,
    profileResult: 'Completed',
    score: 0,
    completedAt: at,
    createdAt: at,
    updatedAt: at,
  })),
} as DiagnosticsOverview;
const withPlan = { plans: [{ id: 'p1' }], generation: null } as unknown as ActionPlansResponse;

describe('journeyOf (the dashboard and /diagnostics alike)', () => {
  it('waits for the plans read: no checklist meanwhile', () => {
    expect(journeyOf(overview, { isPending: true })).toBeUndefined();
    expect(journeyOf(undefined, { isPending: false, data: withPlan })).toBeUndefined();
  });

  it('counts a plan: steps 5 and 6 complete, the checklist hides at 100%', () => {
    const journey = journeyOf(overview, { isPending: false, data: withPlan })!;
    expect(journey.percentage).toBe(100);
    expect(journey.showChecklist).toBe(false);
  });

  it('without a plan (or when the plans read failed) the dossier step is the active one', () => {
    for (const data of [{ plans: [], generation: null }, undefined]) {
      const journey = journeyOf(overview, { isPending: false, data })!;
      expect(journey.activeStepId).toBe('dossier');
      expect(journey.showChecklist).toBe(true);
    }
  });
});
