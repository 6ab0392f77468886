import {
  DOSSIER_SECTION_PAUSE_MS,
  isDossierSectionKey,
  type DossierSectionKey,
} from '../../contracts/analysis-data/dossier/sections';
import { dossierMessages } from '../../contracts/messages/dossier';
import { endRun, markSectionGenerating, saveSectionFailed } from '../dossier';
import { failureReport, type CaughtFailure } from '../../platform/workflows/failure-message';
import { defineStep } from '../../platform/http/log';
import { countMetric } from '../../platform/http/metrics';

/**
 * The dossier workflow's steps (infra/workflows/dossier.asl.json), one Lambda with one action per
 * Task state. Each section: start (skip when completed, else generating) → generate (retried by the
 * workflow) → completed, or fail (the Catch) → the next section. The 500 ms pause between sections
 * (spec 9) is taken here, after a section's outcome is saved: a Wait state counts whole seconds only.
 */
export type DossierStepEvent =
  | { action: 'start'; userId: string; section: DossierSectionKey }
  | { action: 'generate'; userId: string; section: DossierSectionKey }
  | { action: 'fail'; userId: string; section: DossierSectionKey; failure?: CaughtFailure }
  | { action: 'release'; userId: string; runId: string; sections: DossierSectionKey[] };

const dossierFailureTexts = {
  modelUnavailable: dossierMessages.generation.modelUnavailable,
  failed: dossierMessages.generation.failed,
  functionError: dossierMessages.generation.functionError,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function checkEvent(event: DossierStepEvent): void {
  if (!event?.userId) throw new TypeError('dossier task: userId is required');
  if (event.action === 'release') {
    if (!event.runId || !Array.isArray(event.sections))
      throw new TypeError('dossier task: runId and sections');
  } else if (!isDossierSectionKey(event.section)) {
    throw new TypeError(`dossier task: unknown section ${String(event.section)}`);
  }
}

export interface DossierTaskOptions {
  /** The pause after a section's outcome (default the spec's 500 ms; tests shorten it). */
  pauseMs?: number;
}

/** The handler of the dossier workflow's Task states. Errors propagate untouched for the Retry. */
export function dossierStepHandler(options: DossierTaskOptions = {}) {
  const pauseMs = options.pauseMs ?? DOSSIER_SECTION_PAUSE_MS;
  return async (event: DossierStepEvent): Promise<Record<string, unknown>> => {
    checkEvent(event);
    switch (event.action) {
      case 'start':
        return { skip: !(await markSectionGenerating(event.userId, event.section)) };
      case 'generate': {
        // The model's code is imported by the step that calls it: the other steps' cold starts skip it.
        const { generateSection } = await import('./dossier-generate');
        await generateSection(event.userId, event.section);
        countMetric('dossierSectionsCompleted');
        await sleep(pauseMs);
        return { status: 'completed' };
      }
      case 'fail': {
        const { message: error, reason } = failureReport(event.failure, dossierFailureTexts);
        await saveSectionFailed(event.userId, event.section, error, reason);
        countMetric('dossierSectionsFailed');
        await sleep(pauseMs);
        return { status: 'failed', error };
      }
      case 'release':
        return {
          released: await endRun(
            event.userId,
            event.runId,
            event.sections,
            dossierMessages.generation.executionEnded,
          ),
        };
    }
  };
}

/** Lambda: every Task state of the dossier workflow. */
export const handler = defineStep('dossier', dossierStepHandler());
