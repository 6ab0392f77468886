import type { Diagnostic, DiagnosticResult } from '../contracts/diagnostics';

/** The dashboard's four-card progress summary (spec 3, "User progress"). */
export interface UserProgress {
  diagnostics_completed: number;
  diagnostics_total: number;
  diagnostics_percentage: number;
  actions_completed: number;
  actions_total: number;
  actions_percentage: number;
  resources_viewed: number;
  /** Not among the spec's fields: the card shows viewed/total like its neighbours. */
  resources_total: number;
  resources_percentage: number;
  overall_percentage: number;
}

export interface UserProgressInput {
  /** The published diagnostics (all count, not only the four core ones). */
  diagnostics: readonly Pick<Diagnostic, 'id'>[];
  results: readonly Pick<DiagnosticResult, 'diagnosticId' | 'completed'>[];
  /** Every task of every plan of the user. */
  actionItems: readonly { completed: boolean }[];
  /** Learning materials the user has viewed, and how many exist. */
  resourcesViewed: number;
  resourcesTotal: number;
}

/** part / total as a fraction clamped to 0..1; 0 when there is nothing to do. */
function ratio(part: number, total: number): number {
  if (!(total > 0) || !(part > 0)) return 0;
  return Math.min(part / total, 1);
}

const percent = (fraction: number) => Math.round(fraction * 100);

/**
 * Counts and rounded percentages per area. A diagnostic counts as completed when the user's result for
 * it (matched by diagnosticId) is completed; results of diagnostics not in the list are ignored. An area
 * with nothing in it (no tasks, no materials) is at 0%. Viewed materials beyond the total cap at 100%.
 *
 * Weighting (the spec does not show it; our choice): overall_percentage is the plain mean of the three
 * areas — diagnostics, actions, resources — each weighing one third, computed from the unrounded
 * fractions and rounded once. An empty area still weighs its third (at 0%), so a user with no plan yet
 * cannot reach 100% overall.
 */
export function calculateUserProgress(input: UserProgressInput): UserProgress {
  const completedIds = new Set(input.results.filter((r) => r.completed).map((r) => r.diagnosticId));
  const diagnosticsCompleted = input.diagnostics.filter((d) => completedIds.has(d.id)).length;
  const diagnosticsTotal = input.diagnostics.length;
  const actionsCompleted = input.actionItems.filter((item) => item.completed).length;
  const actionsTotal = input.actionItems.length;
  const resourcesViewed = Math.max(0, input.resourcesViewed);

  const diagnosticsRatio = ratio(diagnosticsCompleted, diagnosticsTotal);
  const actionsRatio = ratio(actionsCompleted, actionsTotal);
  const resourcesRatio = ratio(resourcesViewed, input.resourcesTotal);

  return {
    diagnostics_completed: diagnosticsCompleted,
    diagnostics_total: diagnosticsTotal,
    diagnostics_percentage: percent(diagnosticsRatio),
    actions_completed: actionsCompleted,
    actions_total: actionsTotal,
    actions_percentage: percent(actionsRatio),
    resources_viewed: resourcesViewed,
    resources_total: Math.max(0, input.resourcesTotal),
    resources_percentage: percent(resourcesRatio),
    overall_percentage: percent((diagnosticsRatio + actionsRatio + resourcesRatio) / 3),
  };
}
