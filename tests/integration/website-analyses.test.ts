import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { saoPauloDate } from '../../functions/domain/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
import { marketingMessages } from '../../functions/contracts/messages/marketing';
import type { WebsiteAnalysisRecord } from '../../functions/contracts/website-analysis';
import { call, documents, stack } from './support/clients';
import { newTrialUser, type TestUser } from './support/payments';

/**
 * The website analysis end to end on the local stack: the API starts the workflow, the page is read
 * through the SSRF-safe fetcher from the demo site (allowed by WEBSITE_ANALYSIS_ALLOWED_HOSTS), the
 * text is written, and Lighthouse measures mobile and desktop on the machine's Chromium.
 */
const text = marketingMessages;

async function waitFor(
  user: TestUser,
  id: string,
  done: (analysis: WebsiteAnalysisRecord) => boolean,
  timeoutMs = 90_000,
): Promise<WebsiteAnalysisRecord> {
  const started = Date.now();
  for (;;) {
    const answer = await call('GET', `/api/website-analyses/${id}`, { token: user.token });
    expect(answer.status).toBe(200);
    if (done(answer.body)) return answer.body;
    if (Date.now() - started > timeoutMs)
      throw new Error(`analysis ${id}: ${JSON.stringify(answer.body.steps)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
const settled = (analysis: WebsiteAnalysisRecord) => ['completed', 'failed'].includes(analysis.status);

describe('website analyses over the gateway', () => {
  let ana: TestUser;
  let bruno: TestUser;
  beforeAll(async () => {
    [ana, bruno] = await Promise.all([newTrialUser('site-a'), newTrialUser('site-b')]);
  });

  it('validates the URL with the spec’s messages and writes nothing', async () => {
    const empty = await call('POST', '/api/website-analyses', {
      token: ana.token,
      body: { websiteUrl: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'VALIDATION_ERROR', message: text.website.urlRequired });
    const invalid = await call('POST', '/api/website-analyses', {
      token: ana.token,
      body: { websiteUrl: 'não é um site' },
    });
    expect(invalid.body).toMatchObject({ code: 'VALIDATION_ERROR', message: text.website.urlInvalid });
    const list = await call('GET', '/api/website-analyses', { token: ana.token });
    expect(list.body).toEqual({ analyses: [] });
  });

  it('analyses the demo site: the planted faults reported, the facts kept, performance filled in', async () => {
    const created = await call('POST', '/api/website-analyses', {
      token: ana.token,
      body: { websiteUrl: stack.demoSiteUrl },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      status: 'pending',
      websiteUrl: stack.demoSiteUrl,
      analysisData: null,
    });
    const id: string = created.body.id;

    const completed = await waitFor(ana, id, settled);
    expect(completed.status, completed.error ?? '').toBe('completed');
    const data = completed.analysisData!;
    expect(data.usability.weaknesses.join(' ')).toContain('Falta a meta viewport');
    expect(data.seo.weaknesses.join(' ')).toContain('Falta a meta description');
    expect(data.design.weaknesses.join(' ')).toContain(
      'sem texto alternativo (alt), por exemplo /bolo-morango.svg',
    );
    expect(data.api_data.page).toMatchObject({
      metaDescription: null,
      viewport: null,
      images: { withoutAlt: 1 },
    });
    expect(data.api_data.html_validation.validator).toContain('html-validate');
    expect(data.overall_score).toBeGreaterThan(0);

    // Performance arrives on its own, measured or plainly unavailable, never invented.
    const measured = await waitFor(
      ana,
      id,
      (analysis) => analysis.steps.mobile !== 'running' && analysis.steps.desktop !== 'running',
    );
    for (const strategy of ['mobile', 'desktop'] as const) {
      const measurement = measured.analysisData!.api_data.pagespeed[strategy];
      expect(['measured', 'unavailable']).toContain(measurement.status);
      if (measurement.status === 'measured') {
        expect(measurement.source).toBe('lighthouse');
        expect(measured.analysisData!.performance[`${strategy}_score`]).toBe(measurement.score);
      }
    }

    const list = await call('GET', '/api/website-analyses', { token: ana.token });
    expect(list.body.analyses).toEqual([expect.objectContaining({ id, status: 'completed' })]);
  }, 120_000);

  it('regenerates a completed analysis as a new run, and nobody else can reach it', async () => {
    const { body: first } = await call('GET', '/api/website-analyses', { token: ana.token });
    const id: string = first.analyses[0].id;
    const other = await call('GET', `/api/website-analyses/${id}`, { token: bruno.token });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(text.website.notFound);
    expect((await call('DELETE', `/api/website-analyses/${id}`, { token: bruno.token })).status).toBe(404);
    const foreignRestart = await call('POST', `/api/website-analyses/${id}/regenerate`, {
      token: bruno.token,
    });
    expect(foreignRestart.status).toBe(404);
    expect(foreignRestart.body.message).toBe(text.website.notFound);

    const retryCompleted = await call('POST', `/api/website-analyses/${id}/retry`, { token: ana.token });
    expect(retryCompleted.status).toBe(409);
    const regenerated = await call('POST', `/api/website-analyses/${id}/regenerate`, { token: ana.token });
    expect(regenerated.status).toBe(200);
    expect(regenerated.body).toMatchObject({ status: 'pending', analysisData: null });
    const again = await waitFor(
      ana,
      id,
      (analysis) => settled(analysis) && !Object.values(analysis.steps).includes('running'),
    );
    expect(again.status).toBe('completed');
  }, 120_000);

  it('a target inside the network ends failed with a Portuguese reason, and retry runs it again', async () => {
    const created = await call('POST', '/api/website-analyses', {
      token: ana.token,
      body: { websiteUrl: 'http://169.254.169.254/latest/meta-data/' },
    });
    const failed = await waitFor(ana, created.body.id, settled);
    expect(failed).toMatchObject({ status: 'failed', error: text.refusals.address, analysisData: null });
    const retried = await call('POST', `/api/website-analyses/${created.body.id}/retry`, {
      token: ana.token,
    });
    expect(retried.body.status).toBe('pending');
    expect(await waitFor(ana, created.body.id, settled)).toMatchObject({
      status: 'failed',
      error: text.refusals.address,
    });
  });

  it('deletes an analysis', async () => {
    const { body } = await call('GET', '/api/website-analyses', { token: ana.token });
    for (const analysis of body.analyses) {
      expect(
        (await call('DELETE', `/api/website-analyses/${analysis.id}`, { token: ana.token })).status,
      ).toBe(204);
    }
    const { Items = [] } = await documents.send(
      new QueryCommand({
        TableName: stack.resources.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `USER#${ana.userId}`, ':prefix': 'WEBSITE#' },
      }),
    );
    expect(Items).toEqual([]);
  });

  it('caps runs per day: the last unit, then RATE_LIMIT with the reset time, nothing written', async () => {
    const carla = await newTrialUser('site-c');
    const day = saoPauloDate(new Date());
    await documents.send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: { pk: `USER#${carla.userId}`, sk: `QUOTA#${day}` },
        UpdateExpression: 'SET websiteAnalyses = :used',
        ExpressionAttributeValues: { ':used': 10 },
      }),
    );
    const refused = await call('POST', '/api/website-analyses', {
      token: carla.token,
      body: { websiteUrl: stack.demoSiteUrl },
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMIT', message: text.website.dailyLimit(10) });
    expect((await call('GET', '/api/website-analyses', { token: carla.token })).body).toEqual({
      analyses: [],
    });
  });
});
