import { InvalidModelOutputError, isRetryableModelError } from '../errors';
import { extractJson } from '../json-extract';
import { repairPrompt } from '../prompts/repair';
import {
  aiTasks,
  checkModuleOutput,
  loadTask,
  outputSchema,
  taskPrompt,
  type AiTaskModule,
  type AiTaskEntry,
  type AiTaskInput,
  type AiTaskModelOutput,
  type AiTaskName,
  type AiTaskOutput,
} from '../tasks';
import { recordMetric } from '../../platform/http/metrics';
import { applyTaskFacts } from '../facts';
import type { ChatTurn, ModelCall, ModelReply, ModelTransport } from './model-call';
import { normaliseEnums, resultTool } from './structured-output';
import type { TaskModule } from '../tasks/task-module';

/** The most a reply may be given (Claude Sonnet/Haiku 4.5: 64K output tokens). */
export const DEFAULT_OUTPUT_CEILING = 64_000;

/** A request-time task must answer inside the route's 29 s (API Gateway), its retry included. */
export const REQUEST_DEADLINE_MS = 25_000;

export interface GenerationOptions {
  /** The provider's largest output budget (an OpenAI-compatible local model may have less). */
  outputCeiling?: number;
  /** Pauses between a follow-up call's attempts (tests shorten them). */
  followUpDelaysMs?: readonly number[];
  /** Deadline of a request-time task (tests shorten it). */
  requestDeadlineMs?: number;
}

const DEFAULT_FOLLOW_UP_DELAYS_MS = [1000, 3000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One task through a provider, the same for every provider:
 * - a structured task forces one tool whose input schema is the task's output schema; the tool's
 *   input (or, if the model wrote text instead, the JSON in it) gets its enums normalised and is
 *   validated by the task's zod schema;
 * - a reply cut at the output budget is asked again once with a larger budget (a text reply is
 *   continued instead), never repaired with the same budget;
 * - an invalid output gets one repair, which sends the problems back as the tool's error;
 * - the first call's failures propagate with their names (the workflow's Retry or the request's
 *   client retry owns them); a follow-up call (larger budget, continuation, repair) never lets a
 *   workflow re-run the paid first call: it is retried here, and if it still fails the task ends
 *   with InvalidModelOutputError carrying the real reason.
 */
export async function generateTask<T extends AiTaskName>(
  transport: ModelTransport,
  task: T,
  input: AiTaskInput<T>,
  options: GenerationOptions = {},
): Promise<AiTaskOutput<T>> {
  // The numbers computed in code (DISC shares, maturity levels, the investor's allocation) are not
  // asked of the model: they are written on its output, so every adapter stores the same ones.
  return applyTaskFacts(task, input, await generateOutput(transport, task, input, options));
}

async function generateOutput<T extends AiTaskName>(
  transport: ModelTransport,
  task: T,
  input: AiTaskInput<T>,
  options: GenerationOptions,
): Promise<AiTaskModelOutput<T>> {
  const entry: AiTaskEntry = aiTasks[task];
  const module = await loadTask(task);
  const prompt = await taskPrompt(task, input);
  const ceiling = Math.min(options.outputCeiling ?? DEFAULT_OUTPUT_CEILING, DEFAULT_OUTPUT_CEILING);
  const deadline =
    entry.runs === 'request'
      ? AbortSignal.timeout(options.requestDeadlineMs ?? REQUEST_DEADLINE_MS)
      : undefined;
  const base = {
    model: entry.model,
    mode: entry.runs,
    system: prompt.system,
    ...(prompt.context ? { context: prompt.context } : {}),
    maxTokens: Math.min(entry.maxTokens, ceiling),
    ...(deadline ? { signal: deadline } : {}),
  };
  const first: ChatTurn[] = [...(prompt.history ?? []), { role: 'user', text: prompt.user }];
  const send = async (call: ModelCall): Promise<ModelReply> => {
    const reply = await transport.call(call);
    const dimension = { AiTask: task };
    // And per model class, which the model spend alarm prices (decision 0056).
    const modelClass = { ModelClass: entry.model };
    if (reply.usage) {
      recordMetric('inputTokens', reply.usage.inputTokens, dimension);
      recordMetric('outputTokens', reply.usage.outputTokens, dimension);
      recordMetric('modelInputTokens', reply.usage.inputTokens, modelClass);
      recordMetric('modelOutputTokens', reply.usage.outputTokens, modelClass);
      if (reply.usage.cacheReadTokens) {
        recordMetric('cacheReadTokens', reply.usage.cacheReadTokens, dimension);
        recordMetric('modelCacheReadTokens', reply.usage.cacheReadTokens, modelClass);
      }
      if (reply.usage.cacheWriteTokens) {
        recordMetric('cacheWriteTokens', reply.usage.cacheWriteTokens, dimension);
        recordMetric('modelCacheWriteTokens', reply.usage.cacheWriteTokens, modelClass);
      }
    }
    return reply;
  };
  const followUp = async (call: ModelCall, what: string): Promise<ModelReply> => {
    const delays = options.followUpDelaysMs ?? DEFAULT_FOLLOW_UP_DELAYS_MS;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await send(call);
      } catch (error) {
        if (!isRetryableModelError(error) || attempt >= delays.length || deadline?.aborted) {
          throw new InvalidModelOutputError(task, [`${what}: ${describe(error)}`]);
        }
        await wait(delays[attempt] ?? 0);
      }
    }
  };

  if (entry.reply === 'text') {
    let reply = await send({ ...base, turns: first });
    let text = reply.text;
    if (reply.truncated) {
      reply = await followUp({ ...base, turns: [...first, { role: 'assistant', text }] }, 'continuação');
      text += reply.text;
      if (reply.truncated)
        throw new InvalidModelOutputError(task, ['a resposta excedeu o limite de tamanho duas vezes']);
    }
    return settle(task, module, { reply: text.trim() }, input);
  }

  // Every module is a TaskModule; the union of the catalogue's modules does not show the optional fields.
  const { toolName, toolset } = module as Pick<TaskModule<unknown>, 'toolName' | 'toolset'>;
  const tool = resultTool(outputSchema(module, input), toolName);
  const tools = toolset?.map((each) => resultTool(each.schema, each.name));
  let call: ModelCall = { ...base, turns: first, tool, ...(tools ? { tools } : {}) };
  let reply = await send(call);
  if (reply.truncated) {
    const larger = Math.min(base.maxTokens * 2, ceiling);
    if (larger <= base.maxTokens) throw truncated(task, base.maxTokens);
    call = { ...call, maxTokens: larger };
    reply = await followUp(call, 'orçamento maior');
    if (reply.truncated) throw truncated(task, larger);
  }
  const checked = check(task, module, input, reply, tool.schema);
  if (checked.ok) return checked.data;

  const repaired = await followUp(
    { ...call, turns: [...call.turns, ...repairTurns(reply, checked.problems)] },
    'reparo',
  );
  if (repaired.truncated) throw truncated(task, call.maxTokens);
  const rechecked = check(task, module, input, repaired, tool.schema);
  if (rechecked.ok) return rechecked.data;
  throw new InvalidModelOutputError(task, rechecked.problems);
}

function settle<T extends AiTaskName>(
  task: T,
  module: AiTaskModule<T>,
  candidate: unknown,
  input: AiTaskInput<T>,
): AiTaskModelOutput<T> {
  const checked = checkModuleOutput(module, candidate, input);
  if (!checked.ok) throw new InvalidModelOutputError(task, checked.problems);
  return checked.data;
}

function check<T extends AiTaskName>(
  task: T,
  module: AiTaskModule<T>,
  input: AiTaskInput<T>,
  reply: ModelReply,
  schema: Record<string, unknown>,
) {
  const candidate = reply.toolUse ? reply.toolUse.input : extractJson(reply.text);
  if (candidate === undefined) {
    return {
      ok: false as const,
      problems: ['a resposta não usou a ferramenta registrar_resultado nem contém um objeto JSON'],
    };
  }
  return checkModuleOutput(module, normaliseEnums(candidate, schema), input);
}

/** The repair's turns: the problems go back as the tool's error (or, after a text reply, as a message). */
function repairTurns(reply: ModelReply, problems: readonly string[]): ChatTurn[] {
  if (reply.toolUse) {
    return [
      { role: 'assistant', toolUse: reply.toolUse },
      { role: 'user', toolResult: { id: reply.toolUse.id, error: repairPrompt(problems) } },
    ];
  }
  return [
    { role: 'assistant', text: reply.text.trim() === '' ? '(vazio)' : reply.text },
    { role: 'user', text: repairPrompt(problems) },
  ];
}

const truncated = (task: string, maxTokens: number) =>
  new InvalidModelOutputError(task, [`a resposta excedeu o limite de ${maxTokens} tokens`]);

const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);
