import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { instagramGraphMessages } from '../../contracts/messages/instagram-graph';
import { marketingMessages } from '../../contracts/messages/marketing';
import { localModelPort } from '../../ai/local-adapter';
import { useModelPort } from '../../ai/model-port';
import { instagramInputFor } from '../../ai/testing/instagram-fixtures';
import { graphFailure } from '../instagram/graph-errors';
import { useInstagramSource, unconfiguredInstagramSource, type InstagramSource } from '../instagram-source';
import type * as LogModule from '../../platform/http/log';
import { runInstagramStep } from './instagram-steps';

// The run's writes (as the status each leads to) and the log lines, in memory.
const writes = vi.hoisted(() => [] as Record<string, unknown>[]);
const lines = vi.hoisted(() => [] as [string, string, Record<string, unknown>][]);
vi.mock('../instagram-analysis-records', () => ({
  updateInstagramRun: async (_user: string, _analysis: string, _run: string, update: object) => {
    writes.push({ ...update });
    return true;
  },
  completeInstagramRun: async (_user: string, _analysis: string, _run: string, analysisData: object) => {
    writes.push({ status: 'completed', analysisData });
    return true;
  },
  // Closed as failed (the records keep a regeneration's earlier result and give the unit back).
  closeFailedInstagramRun: async (
    _user: string,
    _analysis: string,
    _run: string,
    failure: { message: string; reason?: string },
  ) => {
    writes.push({
      status: 'failed',
      error: failure.message,
      ...(failure.reason ? { errorReason: failure.reason } : {}),
    });
    return true;
  },
}));
vi.mock('../../platform/http/log', async (original) => ({
  ...(await original<typeof LogModule>()),
  log: (level: string, message: string, fields: Record<string, unknown> = {}) =>
    lines.push([level, message, fields]),
}));

const run = {
  userId: 'u1',
  analysisId: 'a1',
  runId: 'r1',
  profileUsername: 'doceponto',
  competitorUsername: 'confeitariabelavista',
  benchmarkUsername: null,
};
const failingWith = (error: Error): InstagramSource => ({
  name: 'test',
  readProfiles: async () => {
    throw error;
  },
});

beforeEach(() => {
  writes.length = 0;
  lines.length = 0;
  useModelPort(localModelPort());
});
afterEach(() => {
  useInstagramSource(undefined);
  useModelPort(undefined);
});

describe('the Instagram workflow’s steps', () => {
  it('completes a run with the profiles read and the recommendations written from them', async () => {
    const profiles = instagramInputFor({ benchmark: null });
    useInstagramSource({ name: 'test', readProfiles: async () => profiles });
    expect(await runInstagramStep({ ...run, action: 'begin' })).toEqual({ current: true });
    expect(await runInstagramStep({ ...run, action: 'analyze' })).toEqual({ status: 'completed' });
    expect(writes[0]).toEqual({ status: 'processing' });
    const done = writes[1] as { status: string; analysisData: Record<string, unknown> };
    expect(done.status).toBe('completed');
    expect(done.analysisData).toMatchObject({ ...profiles, recommendations: expect.any(Array) });
    expect(done.analysisData).not.toHaveProperty('generatedLocally');
  });

  it('ends a personal account’s run failed with the Portuguese reason, without alerting the operator', async () => {
    useInstagramSource(failingWith(graphFailure('not-readable', 'ana.pessoal', '110/2207013')));
    expect(await runInstagramStep({ ...run, action: 'analyze' })).toEqual({ status: 'failed' });
    expect(writes).toEqual([
      {
        status: 'failed',
        error: instagramGraphMessages.failures.notReadable('ana.pessoal'),
        errorReason: 'not-readable: 110/2207013',
      },
    ]);
    expect(lines.filter(([level]) => level === 'error')).toEqual([]);
  });

  it('an expired token: the user reads "tente novamente mais tarde", the operator gets an error line to alarm on', async () => {
    useInstagramSource(failingWith(graphFailure('token', 'doceponto', 'code 190/463')));
    await runInstagramStep({ ...run, action: 'analyze' });
    expect(writes[0]).toMatchObject({ status: 'failed', error: instagramGraphMessages.failures.unavailable });
    const alerts = lines.filter(([level]) => level === 'error');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]![2]).toMatchObject({ operatorAlert: true, kind: 'token', diagnostic: 'code 190/463' });
  });

  it('without a source the run ends failed with the EM BREVE reason; any other failure goes to the Catch', async () => {
    useInstagramSource(unconfiguredInstagramSource);
    await runInstagramStep({ ...run, action: 'analyze' });
    expect(writes[0]).toMatchObject({ status: 'failed', error: marketingMessages.instagram.noSource });
    useInstagramSource(failingWith(new TypeError('bug')));
    await expect(runInstagramStep({ ...run, action: 'analyze' })).rejects.toThrow('bug');
    await runInstagramStep({ ...run, action: 'fail', failure: { Error: 'TypeError', Cause: 'bug' } });
    expect(writes.at(-1)).toMatchObject({
      status: 'failed',
      error: marketingMessages.toasts.failedDescription,
      errorReason: 'TypeError: bug',
    });
  });
});
