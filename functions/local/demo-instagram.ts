import { randomUUID } from 'node:crypto';
import { localModelPort } from '../ai/local-adapter';
import { withModelPort } from '../ai/model-port';
import { InstagramAnalysisEntity, putInstagramAnalysis } from '../marketing/instagram-analysis-records';
import { runInstagramStep } from '../marketing/steps/instagram-steps';

/**
 * The demo accounts' Instagram analyses, produced by the real code path: each record is written pending
 * and then run through the Instagram workflow's steps (the same `runInstagramStep` the workflow runs),
 * which read the profiles from the configured source — locally the Graph stand-in's fixtures
 * (functions/marketing/instagram/testing) — compute the metrics and write the recommendations with the
 * local analyst, whatever model `npm start` was given: the demo is built without AI. The records stay
 * flagged as examples (the screens label them 'Exemplo'). Without a configured source both end failed
 * with the 'EM BREVE' reason.
 */
const demoRuns = [
  {
    id: 'demo-instagram-doceponto',
    profileUsername: 'doceponto',
    competitorUsername: 'confeitariabelavista',
    benchmarkUsername: 'dolcevitabh',
    createdAt: '2026-11-10T14:20:00.000Z',
  },
  {
    // A personal account: Business Discovery cannot read it, so the analysis ends failed with the reason.
    id: 'demo-instagram-falha',
    profileUsername: 'ana.pessoal',
    competitorUsername: null,
    benchmarkUsername: null,
    createdAt: '2026-11-18T09:05:00.000Z',
  },
] as const;

/**
 * Produces the demo analyses a user does not have yet (by id). A record written before they were
 * produced this way (hand-written, without a run) is produced again.
 */
export function seedDemoInstagram(userId: string): Promise<void> {
  return withModelPort(localModelPort(), () => seedAnalyses(userId));
}

async function seedAnalyses(userId: string): Promise<void> {
  for (const demo of demoRuns) {
    const { data } = await InstagramAnalysisEntity.get({ userId, analysisId: demo.id }).go();
    if (data?.runId) continue;
    const runId = randomUUID();
    await putInstagramAnalysis(userId, {
      ...demo,
      status: 'pending',
      analysisData: null,
      example: true,
    });
    await InstagramAnalysisEntity.patch({ userId, analysisId: demo.id }).set({ runId }).go();
    const run = { userId, analysisId: demo.id, runId, ...demo };
    await runInstagramStep({ ...run, action: 'begin' });
    await runInstagramStep({ ...run, action: 'analyze' }).catch((error: Error) =>
      runInstagramStep({ ...run, action: 'fail', failure: { Error: error.name, Cause: error.message } }),
    );
  }
}
