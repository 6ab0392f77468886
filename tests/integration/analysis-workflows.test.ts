import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisInput } from '../../functions/ai/task-input';
import type { AiTaskName } from '../../functions/ai/tasks';
import type * as MessagesModule from '../../functions/contracts/messages/analysis-api';
import type * as AnalysesModule from '../../functions/analyses/analyses';
import type * as ExecutionEndedModule from '../../functions/triggers/execution-ended';
import type * as LocalAdapterModule from '../../functions/local/local-workflows';
import { documents, stack } from './support/clients';
import { useStackEnvironment } from './support/environment';

/** The model port of these tests: each case scripts what `generate` does. */
const model = vi.hoisted(() => ({
  generate: async (_task: AiTaskName, _input: AnalysisInput): Promise<unknown> => ({}),
}));
vi.mock('../../functions/ai/model-port', () => ({
  modelPort: () => ({
    name: 'local',
    generate: (task: AiTaskName, input: AnalysisInput) => model.generate(task, input),
  }),
  useModelPort: () => undefined,
}));

const awsError = (name: string, message = `${name}: slow down`) =>
  Object.assign(new Error(message), { name });

type Modules = {
  analyses: typeof AnalysesModule;
  ended: typeof ExecutionEndedModule;
  local: typeof LocalAdapterModule;
  messages: typeof MessagesModule;
};
let m: Modules;

beforeAll(async () => {
  useStackEnvironment();
  m = {
    analyses: await import('../../functions/analyses/analyses'),
    ended: await import('../../functions/triggers/execution-ended'),
    local: await import('../../functions/local/local-workflows'),
    messages: await import('../../functions/contracts/messages/analysis-api'),
  };
});

/** Fast retries and pauses; the ASL, the Retry/Catch and the task handlers are the real ones. */
const fastRunner = () =>
  m.local.createLocalWorkflows({
    retryIntervalOverrides: { Generate: 5, Overview: 5, Areas: 5, MarkError: 5 },
    waitTimeOverrides: { Pause: 20 },
  });

async function started(diagnosticId: string) {
  const request = { userId: randomUUID(), resultId: diagnosticId, diagnosticId };
  await m.analyses.markProcessing(request.userId, request.resultId, diagnosticId, 0);
  return request;
}

describe('analysis workflows (ASL in aws-local-stepfunctions, task handlers, DynamoDB Local)', () => {
  beforeEach(() => {
    model.generate = async () => ({});
  });

  it('throttled twice, then success: completed after 3 attempts', async () => {
    const calls: AiTaskName[] = [];
    model.generate = async (task) => {
      calls.push(task);
      if (calls.length <= 2) throw awsError('ThrottlingException');
      return { resumo: 'ok', generatedLocally: true };
    };
    const request = await started('negocio');
    const outcome = await fastRunner().runAnalysis(request);
    expect(outcome).toEqual({ status: 'succeeded' });
    expect(calls).toEqual(['business-analysis', 'business-analysis', 'business-analysis']);
    const stored = await m.analyses.getAnalysis(request.userId, 'negocio');
    expect(stored).toMatchObject({
      status: 'completed',
      data: { resumo: 'ok', generatedLocally: true },
      error: null,
      generatedLocally: true,
    });
  });

  it('always throttled: status error with the message after 1 + 3 attempts, never stuck processing', async () => {
    let calls = 0;
    model.generate = async () => {
      calls += 1;
      throw awsError('ThrottlingException');
    };
    const request = await started('fundador');
    const outcome = await fastRunner().runAnalysis(request);
    expect(outcome.status).toBe('failed');
    expect(calls).toBe(4);
    const stored = await m.analyses.getAnalysis(request.userId, 'fundador');
    expect(stored).toMatchObject({
      status: 'error',
      data: null,
      error: m.messages.analysisApiMessages.modelUnavailable,
    });
  });

  it('an error that is not retried goes straight to error with its own message', async () => {
    let calls = 0;
    model.generate = async () => {
      calls += 1;
      throw Object.assign(new Error('Resposta da IA incompleta ou inválida'), {
        name: 'InvalidModelOutputError',
      });
    };
    const request = await started('negocio');
    await fastRunner().runAnalysis(request);
    expect(calls).toBe(1);
    expect(await m.analyses.getAnalysis(request.userId, 'negocio')).toMatchObject({
      status: 'error',
      error: 'Resposta da IA incompleta ou inválida',
    });
  });

  it('management runs overview → pause → areas (with the overview), then completed', async () => {
    const calls: Array<{ task: AiTaskName; overview: unknown }> = [];
    model.generate = async (task, input) => {
      calls.push({ task, overview: input.overview });
      return task === 'management-overview' ? { visao: 'geral' } : { areas_analisadas: [] };
    };
    const request = await started('sistema-gestao');
    await fastRunner().runAnalysis(request);
    expect(calls).toEqual([
      { task: 'management-overview', overview: undefined },
      { task: 'management-areas', overview: { visao: 'geral' } },
    ]);
    expect(await m.analyses.getAnalysis(request.userId, 'sistema-gestao')).toMatchObject({
      status: 'completed',
      overview: { visao: 'geral' },
      data: { areas_analisadas: [] },
    });
  });

  it('refuses a second generation while one is processing', async () => {
    const request = await started('negocio');
    await expect(m.analyses.markProcessing(request.userId, 'negocio', 'negocio', 1)).rejects.toBeInstanceOf(
      m.analyses.AnalysisProcessingError,
    );
  });

  it('lets a new request replace a processing item whose workflow died (stale)', async () => {
    const request = await started('fundador');
    const old = new Date(Date.now() - m.analyses.STALE_PROCESSING_MS - 60_000).toISOString();
    // Straight to the table: the entity stamps updatedAt with now on every write.
    await documents.send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: { pk: `USER#${request.userId}`, sk: 'ANALYSIS#fundador' },
        UpdateExpression: 'SET updatedAt = :old',
        ExpressionAttributeValues: { ':old': old },
      }),
    );
    expect(m.analyses.isStaleProcessing((await m.analyses.getAnalysis(request.userId, 'fundador'))!)).toBe(
      true,
    );
    await expect(m.analyses.markProcessing(request.userId, 'fundador', 'fundador', 1)).resolves.toMatchObject(
      {
        status: 'processing',
        attempts: 1,
      },
    );
  });

  describe('an execution that ended without reaching its Catch (EventBridge status change)', () => {
    const statusChange = (status: string, input: unknown) => ({
      'detail-type': 'Step Functions Execution Status Change',
      detail: {
        status,
        executionArn: 'arn:aws:states:sa-east-1:0:execution:x:y',
        input: JSON.stringify(input),
      },
    });

    it.each(['TIMED_OUT', 'ABORTED'])('%s: a processing analysis becomes error', async (status) => {
      const request = await started('negocio');
      await expect(m.ended.onExecutionEnded(statusChange(status, request))).resolves.toEqual({
        marked: true,
      });
      expect(await m.analyses.getAnalysis(request.userId, 'negocio')).toMatchObject({
        status: 'error',
        error: m.messages.analysisApiMessages.executionEnded,
      });
    });

    it('leaves an outcome already recorded alone', async () => {
      const request = await started('fundador');
      await m.analyses.saveCompleted(request.userId, 'fundador', { resumo: 'pronto' }, true);
      await expect(m.ended.onExecutionEnded(statusChange('TIMED_OUT', request))).resolves.toEqual({
        marked: false,
      });
      expect(await m.analyses.getAnalysis(request.userId, 'fundador')).toMatchObject({
        status: 'completed',
        data: { resumo: 'pronto' },
      });
    });

    it('ignores other statuses and unreadable inputs', async () => {
      const request = await started('negocio');
      await expect(m.ended.onExecutionEnded(statusChange('FAILED', request))).resolves.toEqual({
        marked: false,
      });
      await expect(
        m.ended.onExecutionEnded(statusChange('TIMED_OUT', { resultId: 'negocio' })),
      ).resolves.toEqual({ marked: false });
      await expect(
        m.ended.onExecutionEnded({ detail: { status: 'TIMED_OUT', input: 'not json' } }),
      ).resolves.toEqual({ marked: false });
      expect((await m.analyses.getAnalysis(request.userId, 'negocio'))?.status).toBe('processing');
    });
  });
});
