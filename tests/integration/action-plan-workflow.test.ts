import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvalidModelOutputError } from '../../functions/ai/errors';
import type { PlanAreaInput } from '../../functions/ai/plan-input';
import type { AiTaskName } from '../../functions/ai/tasks';
import { generatedTask } from '../../functions/ai/testing/plan-fixtures';
import type * as PlansModule from '../../functions/action-plan/action-plans';
import type * as ExecutionEndedModule from '../../functions/triggers/execution-ended';
import type * as LocalWorkflowsModule from '../../functions/local/local-workflows';
import { actionPlanMessages } from '../../functions/contracts/messages/action-plan';
import { saoPauloDate } from '../../functions/domain/notifications';
import { dailyCaps } from '../../functions/platform/data/daily-caps';
import { documents, stack, storedItems as stored } from './support/clients';
import { useStackEnvironment } from './support/environment';

/** The model port of these tests: each case scripts what `generate` does. */
const model = vi.hoisted(() => ({
  generate: async (_task: AiTaskName, _input: PlanAreaInput): Promise<unknown> => ({}),
}));
vi.mock('../../functions/ai/model-port', () => ({
  modelPort: () => ({
    name: 'local',
    generate: (task: AiTaskName, input: PlanAreaInput) => model.generate(task, input),
  }),
  useModelPort: () => undefined,
}));

const text = actionPlanMessages;
const awsError = (name: string) => Object.assign(new Error(`${name}: slow down`), { name });

const task = (area: string, n: number) => generatedTask(`${area}: tarefa ${n}`, n);
/** A reply with `count` tasks for the area asked. */
const tasksFor = (input: PlanAreaInput, count = input.itemsPerArea) => ({
  tasks: Array.from({ length: count }, (_, index) => task(input.area, index + 1)),
});

let plans: typeof PlansModule;
let ended: typeof ExecutionEndedModule;
let local: typeof LocalWorkflowsModule;

beforeAll(async () => {
  useStackEnvironment();
  plans = await import('../../functions/action-plan/action-plans');
  ended = await import('../../functions/triggers/execution-ended');
  local = await import('../../functions/local/local-workflows');
});

/** Fast retries; the ASL (its Map included), the Retry/Catch and the step handlers are the real ones. */
const fastRunner = () =>
  local.createLocalWorkflows({
    retryIntervalOverrides: { GenerateFirstArea: 5, GenerateArea: 5, WritePlan: 5, MarkPlanError: 5 },
  });

/** The user's day quota item as stored. */
async function quota(userId: string) {
  const key = { pk: `USER#${userId}`, sk: `QUOTA#${saoPauloDate(new Date())}` };
  return (await documents.send(new GetCommand({ TableName: stack.resources.tableName, Key: key }))).Item;
}

/** A generation started as the API starts it (the day's unit and PLANGEN processing). */
async function started(areas: string[], itemsPerArea: number) {
  const request = { userId: randomUUID(), planId: randomUUID(), areas };
  await plans.startGeneration(
    request.userId,
    { planId: request.planId, areas, itemsPerArea },
    { day: saoPauloDate(new Date()), max: 5 },
  );
  return request;
}

const AREAS = ['Marketing', 'Vendas', 'Gestão', 'Finanças', 'Operações', 'Produto', 'Tecnologia'];

describe('the action plan workflow (ASL in aws-local-stepfunctions, step handlers, DynamoDB Local)', () => {
  beforeEach(() => {
    model.generate = async (_task, input) => tasksFor(input);
  });

  it('one model call per area, the first alone (it writes the cache the others read), then at most 5 at once, each with its area and the others named; then one plan', async () => {
    const calls: string[] = [];
    let running = 0;
    let most = 0;
    let firstRanAlone = false;
    // The Map's calls wait until five run together (or 3 s from the first pass): a sixth at once would
    // show in `most`.
    let openGate = () => {};
    let gate: Promise<void> | undefined;
    model.generate = async (name, input) => {
      calls.push(`${name}:${input.area}:${input.areas.join(',')}`);
      most = Math.max(most, ++running);
      if (calls.length === 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        // Nothing else started while the first area was being written.
        firstRanAlone = calls.length === 1 && input.area === AREAS[0];
        running -= 1;
        return tasksFor(input);
      }
      gate ??= new Promise<void>((resolve) => {
        openGate = resolve;
        setTimeout(resolve, 3000);
      });
      if (running === 5) openGate();
      await gate;
      await new Promise((resolve) => setTimeout(resolve, 50));
      running -= 1;
      return tasksFor(input);
    };
    const request = await started(AREAS, 2);
    expect(await fastRunner().runPlan(request)).toEqual({ status: 'succeeded' });
    expect(calls.sort()).toEqual(AREAS.map((area) => `action-plan-area:${area}:${AREAS.join(',')}`).sort());
    // The Map's five at once (the local runner's waves of five hold the passed-over first area too).
    expect(most).toBeGreaterThanOrEqual(4);
    expect(most).toBeLessThanOrEqual(5);
    expect(firstRanAlone).toBe(true);
    const [plan] = (await plans.listPlans(request.userId)).filter((each) => each.id === request.planId);
    expect(plan!.items.map((item) => item.title)).toEqual(
      AREAS.flatMap((area) => [`${area}: tarefa 1`, `${area}: tarefa 2`]),
    );
    expect(plan!.title).toBe(text.generation.planTitleWithoutCompany);
    expect(await plans.getGeneration(request.userId)).toMatchObject({ status: 'completed' });
  });

  it('an area always throttled: after its retries the generation is an error; no plan, no task', async () => {
    let vendas = 0;
    model.generate = async (_task, input) => {
      if (input.area === 'Vendas') {
        vendas += 1;
        throw awsError('ThrottlingException');
      }
      return tasksFor(input);
    };
    const request = await started(['Marketing', 'Vendas', 'Gestão'], 3);
    expect((await fastRunner().runPlan(request)).status).toBe('failed');
    expect(vendas).toBe(4);
    expect(await plans.getGeneration(request.userId)).toMatchObject({
      status: 'error',
      error:
        'O serviço de IA está sobrecarregado no momento. Tente gerar o plano novamente em alguns minutos.',
    });
    expect(await stored(request.userId, 'PLAN#')).toEqual([]);
    // The failed generation's unit of the day's cap is given back, and counted as given back (#46).
    expect(await quota(request.userId)).toMatchObject({ planGenerations: 0, planFailuresReturned: 1 });
  });

  it('past the day’s failures given back, a failed generation keeps its unit', async () => {
    model.generate = async () => {
      throw awsError('ThrottlingException');
    };
    const request = await started(['Marketing'], 3);
    await documents.send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: { pk: `USER#${request.userId}`, sk: `QUOTA#${saoPauloDate(new Date())}` },
        UpdateExpression: 'SET planFailuresReturned = :cap',
        ExpressionAttributeValues: { ':cap': dailyCaps.planFailuresReturned },
      }),
    );
    expect((await fastRunner().runPlan(request)).status).toBe('failed');
    expect(await plans.getGeneration(request.userId)).toMatchObject({ status: 'error' });
    expect(await quota(request.userId)).toMatchObject({
      planGenerations: 1,
      planFailuresReturned: dailyCaps.planFailuresReturned,
    });
  });

  it('an area still invalid after its repair is generated again once, alone; then error, nothing written', async () => {
    const calls: string[] = [];
    model.generate = async (_task, input) => {
      calls.push(input.area);
      // What the port throws when a reply is still short after its repair (the count is in the schema).
      if (input.area === 'Gestão') throw new InvalidModelOutputError('action-plan-area', ['tasks: 2 de 3']);
      return tasksFor(input);
    };
    const request = await started(['Marketing', 'Gestão'], 3);
    await fastRunner().runPlan(request);
    expect(calls.sort()).toEqual(['Gestão', 'Gestão', 'Marketing']);
    expect(await plans.getGeneration(request.userId)).toMatchObject({
      status: 'error',
      error: 'Resposta da IA incompleta ou inválida',
    });
    expect(await stored(request.userId, 'PLAN#')).toEqual([]);
  });

  it('a generation replaced while its areas run: the areas left skip the model, nothing is written', async () => {
    const request = await started(
      ['Marketing', 'Vendas', 'Gestão', 'Finanças', 'Operações', 'Produto', 'Tecnologia'],
      1,
    );
    const calls: string[] = [];
    let replaced = () => {};
    const replacement = new Promise<void>((resolve) => (replaced = resolve));
    model.generate = async (_task, input) => {
      calls.push(input.area);
      // The first area is written alone, before the Map.
      if (calls.length === 1) return tasksFor(input);
      // The Map's fifth call (all five running read the generation current), as if a new generation took
      // PLANGEN (a stale one replaced); none of the five ends before, so the last area reads it replaced.
      if (calls.length === 6) {
        await documents.send(
          new UpdateCommand({
            TableName: stack.resources.tableName,
            Key: { pk: `USER#${request.userId}`, sk: 'PLANGEN' },
            UpdateExpression: 'SET planId = :other',
            ExpressionAttributeValues: { ':other': 'another-plan' },
          }),
        );
        replaced();
      }
      await replacement;
      return tasksFor(input);
    };
    expect(await fastRunner().runPlan(request)).toEqual({ status: 'succeeded' });
    // The first, then five at a time: the seventh found the generation replaced.
    expect(calls).toHaveLength(6);
    expect(await stored(request.userId, 'PLAN#')).toEqual([]);
    expect(await plans.getGeneration(request.userId)).toMatchObject({
      planId: 'another-plan',
      status: 'processing',
    });
  });

  it('10 areas of 10 tasks: the tasks, the plan and its completion, 102 writes, all or nothing', async () => {
    const areas = AREAS.concat(['Recursos Humanos', 'Comunicação', 'Logística']);
    const request = await started(areas, 10);
    expect(await fastRunner().runPlan(request)).toEqual({ status: 'succeeded' });
    const [plan] = await plans.listPlans(request.userId);
    expect(plan!.items).toHaveLength(100);
    expect(plan!.items.at(-1)).toMatchObject({ id: `${request.planId}-100`, category: 'Logística' });
  }, 60_000);
});

describe('a large plan’s tasks never outlive a generation that did not write its plan', () => {
  const metadata = { what: 'a', why: 'b', who: 'c', where: 'd', when: 'e', how: 'f', howMuch: 'g' };
  const items = (planId: string, count: number) =>
    Array.from({ length: count }, (_, index) => ({
      itemId: `${planId}-${String(index + 1).padStart(3, '0')}`,
      title: `Tarefa ${index + 1}`,
      priority: 'low' as const,
      dueDate: null,
      category: 'Vendas',
      metadata,
    }));

  it('a write that finds the generation no longer current removes the tasks it wrote first', async () => {
    const request = await started(['Vendas'], 10);
    await plans.finishGeneration(request.userId, request.planId, { status: 'error', error: 'x' });
    const heading = { planId: request.planId, title: 'Plano', description: '' };
    await expect(plans.writeGeneratedPlan(request.userId, heading, items(request.planId, 100))).resolves.toBe(
      false,
    );
    expect(await stored(request.userId, 'PLAN#')).toEqual([]);
  });

  it('a retried write whose first attempt wrote the plan keeps it', async () => {
    const request = await started(['Vendas'], 10);
    const heading = { planId: request.planId, title: 'Plano', description: '' };
    await expect(plans.writeGeneratedPlan(request.userId, heading, items(request.planId, 99))).resolves.toBe(
      true,
    );
    await expect(plans.writeGeneratedPlan(request.userId, heading, items(request.planId, 99))).resolves.toBe(
      false,
    );
    expect(await stored(request.userId, `PLAN#${request.planId}`)).toHaveLength(100);
  });

  it('the failure step and the execution-ended watcher remove tasks written without their plan', async () => {
    for (const end of ['fail', 'TIMED_OUT'] as const) {
      const request = await started(['Vendas'], 10);
      // What a write that stopped after its batches leaves: tasks, no plan, the generation processing.
      const { batchWrite } = await import('../../functions/platform/data/raw-items');
      const { ItemEntity } = plans;
      await batchWrite(
        items(request.planId, 30).map((item) => ({
          put: ItemEntity.put({
            userId: request.userId,
            planId: request.planId,
            ...item,
            dueDate: undefined,
          }).params<{
            Item: Record<string, unknown>;
          }>().Item,
        })),
      );
      expect(await stored(request.userId, `PLAN#${request.planId}#`)).toHaveLength(30);
      if (end === 'fail') {
        const { runPlanStep } = await import('../../functions/action-plan/steps/action-plan-steps');
        await runPlanStep({ action: 'fail', userId: request.userId, planId: request.planId });
      } else {
        await ended.onExecutionEnded({
          'detail-type': 'Step Functions Execution Status Change',
          detail: { status: end, input: JSON.stringify(request) },
        });
      }
      expect(await stored(request.userId, 'PLAN#'), end).toEqual([]);
      expect(await plans.getGeneration(request.userId), end).toMatchObject({ status: 'error' });
    }
  });
});
