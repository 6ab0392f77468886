import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedTask } from '../../functions/ai/testing/plan-fixtures';
import {
  standIn,
  startConverseStandIn,
  type ConverseStandIn,
  type ReceivedRequest,
} from '../../functions/ai/testing/converse-stand-in';
import type * as PlansModule from '../../functions/action-plan/action-plans';
import type * as LocalWorkflowsModule from '../../functions/local/local-workflows';
import { saoPauloDate } from '../../functions/domain/notifications';
import { useStackEnvironment } from './support/environment';

/**
 * Decision 0060 through the real plan workflow (its ASL in aws-local-stepfunctions, the step handlers,
 * DynamoDB Local) and the real Bedrock adapter on the Converse stand-in: a plan area one task short is
 * repaired, or generated again, alone; the other areas' tasks are kept and the plan is written.
 */

let stand: ConverseStandIn;
let plans: typeof PlansModule;
let local: typeof LocalWorkflowsModule;

/** The area a request asks for (its user message names it) and whether it is a repair. */
const areaOf = (request: ReceivedRequest) => {
  const first = request.body.messages[0]!.content[0] as { text?: string };
  return /tarefas da área "([^"]+)"/.exec(first.text ?? '')?.[1] ?? '?';
};
const isRepair = (request: ReceivedRequest) => request.body.messages.length > 1;

/** Per area, how many tasks each of its replies carries (the last count repeats); else exact. */
let shortReplies: Record<string, number[]> = {};

beforeAll(async () => {
  useStackEnvironment();
  stand = await startConverseStandIn();
  stand.fallback = (request) => {
    const area = areaOf(request);
    const asked = Number(/exatamente (\d+) tarefa/.exec(JSON.stringify(request.body.messages[0]))?.[1]);
    const counts = shortReplies[area] ?? [];
    const done = stand.received.filter((each) => areaOf(each) === area).length - 1;
    const count = counts[Math.min(done, counts.length - 1)] ?? asked;
    return standIn.toolUse({
      tasks: Array.from({ length: count }, (_, index) => generatedTask(`${area}: tarefa ${index + 1}`, 5)),
    });
  };
  const { bedrockModelPort } = await import('../../functions/ai/bedrock-adapter');
  const { useModelPort } = await import('../../functions/ai/model-port');
  useModelPort(
    bedrockModelPort({
      models: { heavy: 'heavy', light: 'light' },
      clientConfig: {
        endpoint: stand.endpoint,
        region: 'sa-east-1',
        credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      },
      followUpDelaysMs: [0, 0],
    }),
  );
  plans = await import('../../functions/action-plan/action-plans');
  local = await import('../../functions/local/local-workflows');
});
afterAll(() => stand.close());

async function runPlan(areas: string[], itemsPerArea: number) {
  const request = { userId: randomUUID(), planId: randomUUID(), areas };
  await plans.startGeneration(
    request.userId,
    { planId: request.planId, areas, itemsPerArea },
    { day: saoPauloDate(new Date()), max: 5 },
  );
  const runner = local.createLocalWorkflows({
    retryIntervalOverrides: { GenerateArea: 5, WritePlan: 5, MarkPlanError: 5 },
  });
  const outcome = await runner.runPlan(request);
  const [plan] = (await plans.listPlans(request.userId)).filter((each) => each.id === request.planId);
  return { outcome, plan, generation: await plans.getGeneration(request.userId) };
}

const callsPerArea = () =>
  stand.received.reduce<Record<string, string[]>>((calls, request) => {
    const area = areaOf(request);
    (calls[area] ??= []).push(isRepair(request) ? 'repair' : 'first');
    return calls;
  }, {});

describe('a plan area one task short (decision 0060)', () => {
  it('is repaired through the tool’s error, alone: the other areas are called once and kept', async () => {
    stand.received.length = 0;
    shortReplies = { Vendas: [2, 3] };
    const { outcome, plan } = await runPlan(['Marketing', 'Vendas', 'Gestão'], 3);
    expect(outcome).toEqual({ status: 'succeeded' });
    expect(callsPerArea()).toEqual({
      Marketing: ['first'],
      Vendas: ['first', 'repair'],
      Gestão: ['first'],
    });
    expect(plan!.items.map((item) => item.title)).toEqual(
      ['Marketing', 'Vendas', 'Gestão'].flatMap((area) => [1, 2, 3].map((n) => `${area}: tarefa ${n}`)),
    );
  }, 120_000);

  it('still short after its repair: generated again once, alone; the plan is written with every area', async () => {
    stand.received.length = 0;
    shortReplies = { Vendas: [2, 2, 3] };
    const { outcome, plan } = await runPlan(['Marketing', 'Vendas', 'Gestão'], 3);
    expect(outcome).toEqual({ status: 'succeeded' });
    expect(callsPerArea()).toEqual({
      Marketing: ['first'],
      Vendas: ['first', 'repair', 'first'],
      Gestão: ['first'],
    });
    expect(plan!.items).toHaveLength(9);
  }, 120_000);

  it('short on every try: the generation fails with the invalid-output text after one more try', async () => {
    stand.received.length = 0;
    shortReplies = { Vendas: [2] };
    const { outcome, plan, generation } = await runPlan(['Marketing', 'Vendas'], 3);
    expect(outcome.status).toBe('failed');
    expect(callsPerArea().Vendas).toEqual(['first', 'repair', 'first', 'repair']);
    expect(plan).toBeUndefined();
    expect(generation).toMatchObject({ status: 'error', error: 'Resposta da IA incompleta ou inválida' });
  }, 120_000);
});
