import type { CoreDiagnosticSlug, DiagnosticsOverview } from '../contracts/diagnostics';
import { coreDiagnosticSlugs } from '../contracts/core-diagnostic-slugs';
import { diagnosticsDomainMessages } from '../contracts/messages/diagnostics-domain';
import { coreDiagnostics, type DiagnosticKind } from './core-diagnostics';
import { completedDiagnosticSlugs, diagnosticRoute } from './diagnostic-card';
import { dossierStatus } from './dossier-unlock';

const titles = diagnosticsDomainMessages.journey;

export const journeyStepIds = [
  'founder',
  'business',
  'management',
  'investor',
  'dossier',
  'actionPlan',
] as const;
export type JourneyStepId = (typeof journeyStepIds)[number];

export const JOURNEY_STEP_COUNT = journeyStepIds.length;
export const DOSSIER_ROUTE = '/strategic-dossier';
export const ACTION_PLAN_ROUTE = '/action-plan';

/** The diagnostic behind each of the first four steps (a diagnostic's kind is its step id). */
export const journeyDiagnosticSlugs: Readonly<Record<DiagnosticKind, CoreDiagnosticSlug>> = {
  founder: coreDiagnostics.founder.slug,
  business: coreDiagnostics.business.slug,
  management: coreDiagnostics.management.slug,
  investor: coreDiagnostics.investor.slug,
};

export interface JourneyInput {
  /** Slugs of the completed diagnostics (see completedDiagnosticSlugs in diagnostic-card). */
  completedDiagnosticSlugs: Iterable<string>;
  /** The dossier is enabled (see dossierStatus(...).unlocked). */
  dossierEnabled: boolean;
  /** Any action plan exists. */
  actionPlanExists: boolean;
}

export interface JourneyStep {
  id: JourneyStepId;
  /** 1 to 6. */
  number: number;
  title: string;
  route: string;
  completed: boolean;
  /** The first incomplete step; no step is active when all are complete. */
  active: boolean;
}

export interface Journey {
  steps: JourneyStep[];
  activeStepId: JourneyStepId | null;
  completedCount: number;
  total: number;
  /** completedCount / 6 × 100, rounded. */
  percentage: number;
  /** The dashboard checklist hides at 100%. */
  showChecklist: boolean;
}

/**
 * Spec 4. Steps 1-4 are complete when their diagnostic is. Step 5 (dossier) is complete only when the
 * dossier is enabled AND a plan exists; step 6 (action plan) when a plan exists. The active step is the
 * first incomplete one. The spec's separate rule for step 5 ("active when all four diagnostics are done
 * and either the dossier is unlocked but no plan exists, or it is not yet completed") reduces to "the
 * four are done and step 5 is incomplete", which is exactly when step 5 is the first incomplete step.
 */
export function buildJourney(input: JourneyInput): Journey {
  const done = new Set(input.completedDiagnosticSlugs);
  const completion: Record<JourneyStepId, boolean> = {
    founder: done.has(journeyDiagnosticSlugs.founder),
    business: done.has(journeyDiagnosticSlugs.business),
    management: done.has(journeyDiagnosticSlugs.management),
    investor: done.has(journeyDiagnosticSlugs.investor),
    dossier: input.dossierEnabled && input.actionPlanExists,
    actionPlan: input.actionPlanExists,
  };
  const activeStepId = journeyStepIds.find((id) => !completion[id]) ?? null;
  const routes: Record<JourneyStepId, string> = {
    founder: diagnosticRoute(journeyDiagnosticSlugs.founder),
    business: diagnosticRoute(journeyDiagnosticSlugs.business),
    management: diagnosticRoute(journeyDiagnosticSlugs.management),
    investor: diagnosticRoute(journeyDiagnosticSlugs.investor),
    dossier: DOSSIER_ROUTE,
    actionPlan: ACTION_PLAN_ROUTE,
  };
  const steps = journeyStepIds.map((id, index) => ({
    id,
    number: index + 1,
    title: titles[id],
    route: routes[id],
    completed: completion[id],
    active: id === activeStepId,
  }));
  const completedCount = steps.filter((step) => step.completed).length;
  const percentage = Math.round((completedCount / JOURNEY_STEP_COUNT) * 100);
  return {
    steps,
    activeStepId,
    completedCount,
    total: JOURNEY_STEP_COUNT,
    percentage,
    showChecklist: percentage < 100,
  };
}

/** All four core diagnostics are completed. */
export function allCoreDiagnosticsCompleted(completedSlugs: Iterable<string>): boolean {
  const done = new Set(completedSlugs);
  return coreDiagnosticSlugs.every((slug) => done.has(slug));
}

/** The journey straight from GET /api/diagnostics and whether any action plan exists. */
export function journeyFromOverview(
  overview: Pick<DiagnosticsOverview, 'diagnostics' | 'results'>,
  actionPlanExists: boolean,
): Journey {
  return buildJourney({
    completedDiagnosticSlugs: completedDiagnosticSlugs(overview.diagnostics, overview.results),
    dossierEnabled: dossierStatus(overview.diagnostics, overview.results).unlocked,
    actionPlanExists,
  });
}
