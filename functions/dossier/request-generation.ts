import { randomUUID } from 'node:crypto';
import { dossierSectionKeys, type DossierSectionKey } from '../contracts/analysis-data/dossier/sections';
import type { DossierGenerationResponse } from '../contracts/dossier';
import { dossierMessages } from '../contracts/messages/dossier';
import { getAnalyses, isStaleProcessing } from '../analyses/analyses';
import { now } from '../platform/data/clock';
import { listResults } from '../diagnostics/diagnostic-results';
import { DossierLockedError, endRun, isLocked, readDossier, startRun, type StoredDossier } from './dossier';
import { coreDiagnostics } from '../domain/core-diagnostics';
import { saoPauloDate } from '../domain/notifications';
import { conflictFailure, DomainError } from '../domain/errors';
import { log } from '../platform/http/log';
import { countMetric } from '../platform/http/metrics';
import { businessCompanyName } from '../analyses/analysis-input';
import { workflows } from '../platform/workflows';
import { toDossierResponse } from './dossier-view';
import { dossierReadiness } from './readiness';
import { dailyCaps } from '../platform/data/daily-caps';
import { sourceTimes, staleSectionKeys, type SourceTimes } from './staleness';

/**
 * Section generations a user may queue per day (São Paulo calendar day, like the other caps): five
 * whole dossiers. Each is a model call;
 * the lock already keeps it to one run at a time.
 */
export const DOSSIER_DAILY_SECTION_LIMIT = dailyCaps.dossierSections;

const generated = ['founder', 'business', 'management'] as const;

/**
 * The readiness facts, the stored dossier and its sources' current versions: ONE round trip of
 * parallel reads.
 */
export async function readDossierState(userId: string) {
  const [results, analyses, stored] = await Promise.all([
    listResults(userId),
    getAnalyses(
      userId,
      generated.map((kind) => coreDiagnostics[kind].slug),
    ),
    readDossier(userId),
  ]);
  const readiness = dossierReadiness({
    completedResults: new Set(results.filter((result) => result.completed).map((result) => result.id)),
    analyses: Object.fromEntries(
      generated.flatMap((kind, index) => {
        const analysis = analyses[index];
        if (!analysis) return [];
        return [[kind, isStaleProcessing(analysis) ? ('error' as const) : analysis.status] as const];
      }),
    ),
  });
  const sources = sourceTimes(
    Object.fromEntries(generated.map((kind, index) => [kind, analyses[index]])),
    results.find((result) => result.id === coreDiagnostics.investor.slug),
  );
  return { readiness, stored, sources };
}

/** What a request generates: the sections not completed yet, one section again, or the stale ones. */
export type GenerationScope = 'missing' | 'stale' | { only: DossierSectionKey };

interface Planned {
  /** The sections the run generates, in the dossier's order. */
  sections: DossierSectionKey[];
  /** The sections set to pending with the lock. */
  reset: DossierSectionKey[];
}

/**
 * The sections a request runs and queues:
 * - one section: that one, even when completed;
 * - missing (generate-all): every one not completed, queuing those neither completed nor generating;
 * - stale: every one whose content was written from a source redone since (./staleness.ts), all queued,
 *   so none is given to the others as context while it waits to be replaced.
 */
function plan(scope: GenerationScope, { sections }: StoredDossier, sources: SourceTimes): Planned {
  if (typeof scope === 'object') return { sections: [scope.only], reset: [scope.only] };
  if (scope === 'stale') {
    const stale = staleSectionKeys(sections, sources);
    return { sections: stale, reset: stale };
  }
  return {
    sections: dossierSectionKeys.filter((key) => sections[key]?.status !== 'completed'),
    reset: dossierSectionKeys.filter((key) => {
      const status = sections[key]?.status;
      return status !== 'completed' && status !== 'generating';
    }),
  };
}

/**
 * Starts a generation of the user's dossier: every section not completed yet ('missing', Gerar
 * Dossiê), one section again (its tab's Atualizar), or every stale one ('stale', Atualizar dossiê).
 * Two sequential round trips: the reads (readiness, dossier, sources, company name, the paid route's
 * subscription check), then ONE transaction that takes the lock, reserves the day's units and queues
 * the sections; then the workflow starts.
 * - No core diagnostic completed: 400 'Dados insuficientes: …'; fewer than the four analyses: 400
 *   'Dados de perfil incompletos: …' (spec: generation needs 4 of 4).
 * - A generation running (a fresh lock): 409 'Geração já em andamento'.
 * - Nothing left to generate: no run; the answer says so (the screen's neutral 'Dossiê já gerado').
 * - Nothing stale ('stale'): 409 with why, no run.
 * - More than DOSSIER_DAILY_SECTION_LIMIT sections in a day: 429.
 * - The workflow cannot start: the lock is released, the queued sections fail, the error propagates.
 */
export async function requestDossierGeneration(
  userId: string,
  scope: GenerationScope,
): Promise<DossierGenerationResponse> {
  const [{ readiness, stored, sources }, companyName] = await Promise.all([
    readDossierState(userId),
    businessCompanyName(userId),
  ]);
  if (readiness.state === 'unavailable') {
    throw new DomainError('invalid', dossierMessages.insufficientData, { readiness });
  }
  if (readiness.state !== 'ready') {
    throw new DomainError('invalid', dossierMessages.analysesRequired, { readiness });
  }
  if (isLocked(stored.dossier)) throw conflictFailure(dossierMessages.alreadyRunning);

  const { sections, reset } = plan(scope, stored, sources);
  if (sections.length === 0) {
    if (scope === 'stale') throw conflictFailure(dossierMessages.nothingStale);
    return { ...toDossierResponse(stored, readiness, sources), started: false };
  }

  const day = saoPauloDate(new Date());
  const today = stored.dossier?.quotaDay === day;
  const usedToday = today ? (stored.dossier?.quotaUsed ?? 0) : 0;
  const returnedToday = today ? (stored.dossier?.quotaReturned ?? 0) : 0;
  if (usedToday + sections.length > DOSSIER_DAILY_SECTION_LIMIT) {
    throw new DomainError('limit-reached', dossierMessages.dailyLimit);
  }

  const runId = randomUUID();
  try {
    await startRun(userId, {
      runId,
      reset,
      quota: { day, used: usedToday + sections.length, returned: returnedToday },
      ...(companyName ? { companyName } : {}),
    });
  } catch (error) {
    if (error instanceof DossierLockedError) throw conflictFailure(dossierMessages.alreadyRunning);
    throw error;
  }

  try {
    await (await workflows()).startDossier({ userId, runId, sections });
    for (const _ of sections) countMetric('dossierSectionsStarted');
  } catch (error) {
    log('error', 'starting the dossier workflow failed', { runId, error: String(error) });
    await endRun(userId, runId, sections, dossierMessages.generation.functionError);
    throw error;
  }

  // The answer is the state just written: no read after the write.
  const at = now();
  const started: StoredDossier = {
    dossier: {
      ...(stored.dossier ?? { userId, createdAt: at }),
      userId,
      runId,
      lockedAt: at,
      updatedAt: at,
      ...(companyName ? { companyName } : {}),
    },
    sections: { ...stored.sections },
  };
  for (const key of reset) {
    started.sections[key] = {
      ...(stored.sections[key] ?? { userId, section: key }),
      status: 'pending',
      error: undefined,
      updatedAt: at,
    };
  }
  return { ...toDossierResponse(started, readiness, sources), started: true };
}
