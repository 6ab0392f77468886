import { InvalidModelOutputError, isRetryableModelError } from '../errors';
import { extractJson, jsonError } from '../json-extract';
import { faultIssues, repairPrompt, type OutputFault } from '../prompts/repair';
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
import { taskBudgetWith } from '../../platform/config/timeouts';
import { applyTaskFacts } from '../facts';
import type { ChatTurn, ModelCall, ModelReply, ModelTransport } from './model-call';
import { normaliseEnums, resultTool } from './structured-output';
import type { TaskModule } from '../tasks/task-module';

/** The most a reply may be given (Claude Sonnet/Haiku 4.5: 64K output tokens). */
export const DEFAULT_OUTPUT_CEILING = 64_000;

export interface GenerationOptions {
  /** The provider's largest output budget (an OpenAI-compatible local model may have less). */
  outputCeiling?: number;
  /** Pauses between a follow-up call's attempts (tests shorten them). */
  followUpDelaysMs?: readonly number[];
  /**
   * A slow local model's limit in seconds (`MODEL_TIMEOUT_SECONDS` in `npm start`): every task's
   * budget is at least this.
   */
  modelTimeoutSeconds?: number;
  /** Multiplies every task's time budget (tests run a 240 s budget in 240 ms with 0.001). */
  timeScale?: number;
}

/** The deadline of one generation of `task`, in milliseconds: its catalogue budget (decision 0065). */
export function taskDeadlineMs(task: AiTaskName, options: GenerationOptions = {}): number {
  return (
    taskBudgetWith(aiTasks[task].timeoutSeconds, options.modelTimeoutSeconds) *
    1000 *
    (options.timeScale ?? 1)
  );
}

const DEFAULT_FOLLOW_UP_DELAYS_MS = [1000, 3000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One task through a provider, the same for every provider:
 * - a structured task forces one tool whose input schema is the task's output schema; the tool's
 *   input (or, if the model wrote text instead, the JSON in it) gets its enums normalised and is
 *   validated by the task's zod schema;
 * - the whole generation runs under the task's time budget (the catalogue's `timeoutSeconds`): each
 *   call gets what is left of it, so a slow reply ends before the step's function does;
 * - a reply cut at the output budget is asked again once with a larger budget, never repaired with the
 *   same budget; a cut text reply is continued from its end where the provider supports an assistant
 *   prefill (Bedrock), else asked again whole;
 * - an invalid output gets one repair naming the forced tool and the fault (no tool call, JSON that
 *   does not parse, or the schema's problems), sent back as the tool's error where there was a call;
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
  const deadline = AbortSignal.timeout(taskDeadlineMs(task, options));
  const base = {
    model: entry.model,
    mode: entry.runs,
    system: prompt.system,
    ...(prompt.context ? { context: prompt.context } : {}),
    maxTokens: Math.min(entry.maxTokens, ceiling),
    signal: deadline,
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
        if (!isRetryableModelError(error) || attempt >= delays.length || deadline.aborted) {
          throw new InvalidModelOutputError(task, [`${what}: ${describe(error)}`]);
        }
        await wait(delays[attempt] ?? 0);
      }
    }
  };

  if (entry.reply === 'text') {
    let reply = await send({ ...base, turns: first });
    let text = reply.text;
    if (reply.truncated && transport.prefill) {
      reply = await followUp({ ...base, turns: [...first, { role: 'assistant', text }] }, 'continuação');
      text += reply.text;
    } else if (reply.truncated) {
      // Without a prefill the server would write the reply again from its start: one whole new reply.
      const larger = Math.min(base.maxTokens * 2, ceiling);
      if (larger <= base.maxTokens) throw truncated(task, base.maxTokens);
      reply = await followUp({ ...base, turns: first, maxTokens: larger }, 'orçamento maior');
      text = reply.text;
    }
    if (reply.truncated)
      throw new InvalidModelOutputError(task, ['a resposta excedeu o limite de tamanho duas vezes']);
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
  const checked = check(module, input, reply, tool.schema);
  if (checked.ok) return checked.data;

  const repaired = await followUp(
    { ...call, turns: [...call.turns, ...repairTurns(reply, repairPrompt(checked.fault, tool.name))] },
    'reparo',
  );
  if (repaired.truncated) throw truncated(task, call.maxTokens);
  const rechecked = check(module, input, repaired, tool.schema);
  if (rechecked.ok) return rechecked.data;
  throw new InvalidModelOutputError(task, faultIssues(rechecked.fault, tool.name));
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

/** A structured reply checked: its output, or what was wrong with it. */
function check<T extends AiTaskName>(
  module: AiTaskModule<T>,
  input: AiTaskInput<T>,
  reply: ModelReply,
  schema: Record<string, unknown>,
): { ok: true; data: AiTaskModelOutput<T> } | { ok: false; fault: OutputFault } {
  if (reply.malformed !== undefined) {
    return { ok: false, fault: { kind: 'malformed-json', detail: reply.malformed, inTool: true } };
  }
  const candidate = reply.toolUse ? reply.toolUse.input : extractJson(reply.text);
  if (candidate === undefined) {
    const detail = jsonError(reply.text);
    return {
      ok: false,
      fault: detail === undefined ? { kind: 'no-tool' } : { kind: 'malformed-json', detail, inTool: false },
    };
  }
  const checked = checkModuleOutput(module, normaliseEnums(candidate, schema), input);
  return checked.ok ? checked : { ok: false, fault: { kind: 'schema', problems: checked.problems } };
}

/** The repair's turns: the message goes back as the tool's error (or, after a text reply, as a message). */
function repairTurns(reply: ModelReply, message: string): ChatTurn[] {
  if (reply.toolUse) {
    return [
      { role: 'assistant', toolUse: reply.toolUse },
      { role: 'user', toolResult: { id: reply.toolUse.id, error: message } },
    ];
  }
  return [
    { role: 'assistant', text: reply.text.trim() === '' ? '(vazio)' : reply.text },
    { role: 'user', text: message },
  ];
}

const truncated = (task: string, maxTokens: number) =>
  new InvalidModelOutputError(task, [`a resposta excedeu o limite de ${maxTokens} tokens`]);

const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);
