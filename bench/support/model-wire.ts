import { bedrockModelPort } from '../../functions/ai/bedrock-adapter';
import type { ModelClass } from '../../functions/ai/provider/model-call';
import { dossierTaskOf, type AiTaskInput, type AiTaskName } from '../../functions/ai/tasks';
import { dossierSectionKeys } from '../../functions/contracts/analysis-data/dossier/sections';
import {
  forcedTool,
  standIn,
  startConverseStandIn,
  type ReceivedRequest,
} from '../../functions/ai/testing/converse-stand-in';
import { PRICES } from '../../infra/prices';
import {
  measureRequest,
  sampleOutput,
  sampleReply,
  type ConverseBody,
  type MeasuredRequest,
} from './model-cost';
import type { ModelCall } from './probe';

/**
 * The requests a deployed function would send for the model calls the scripted user made: each recorded
 * call (task and input) is sent again through the real Bedrock adapter (functions/ai/bedrock-adapter.ts:
 * the shared flow and the Converse transport, AWS SDK, SigV4) to the Converse stand-in
 * (functions/ai/testing/converse-stand-in.ts), which records each request body and answers the forced
 * tool with the schema-fill estimate of the output (Genius: a text of its word budget).
 */

/** The model ids the requests go to: the stacks' defaults, as priced in infra/prices.ts. */
export const WIRE_MODELS: Record<ModelClass, string> = {
  heavy: PRICES.bedrock.model,
  light: PRICES.bedrockLight.model,
};

export interface WireRequest extends MeasuredRequest {
  /** The model id of the path the request went to (/model/{modelId}/converse). */
  modelId: string;
  modelClass: ModelClass;
  /** Characters of the reply the stand-in gave: the tool's input as JSON, or the text. */
  outputChars: number;
}

export interface WireCall {
  task: AiTaskName;
  burst: string;
  /** Its step's start and its end (ModelCall): which earlier calls' cache it can read. */
  startedAt?: number;
  endedAt?: number;
  /** The local analyst's output size in the run (for comparison only: not priced). */
  localOutputChars: number;
  /** Usually one; a repair or a larger budget would add one each. */
  requests: WireRequest[];
}

type Estimated = Map<AiTaskName, unknown>;

/** The sections of a recorded input with each replaced by its section's estimated output, when sent. */
function estimatedSections(sections: unknown, estimated: Estimated): unknown {
  if (!sections || typeof sections !== 'object') return sections;
  return Object.fromEntries(
    Object.entries(sections).map(([key, content]) => {
      const task = dossierSectionKeys.includes(key as never)
        ? dossierTaskOf[key as (typeof dossierSectionKeys)[number]]
        : undefined;
      return [key, (task && estimated.get(task)) ?? content];
    }),
  );
}

/**
 * A recorded input with the earlier outputs it quotes (the analyses in the dossier's input, the dossier
 * in the plan's and Genius's, the overview in the areas') replaced by their estimated outputs, as the
 * requests would carry them in a journey written by the model rather than by the local analyst.
 */
export function withEstimatedOutputs(task: AiTaskName, input: unknown, estimated: Estimated): unknown {
  if (!input || typeof input !== 'object') return input;
  const record = input as Record<string, unknown>;
  const pick = (name: AiTaskName, current: unknown) => estimated.get(name) ?? current;
  if (task === 'management-areas')
    return { ...record, overview: pick('management-overview', record.overview) };
  if (task.startsWith('dossier-')) {
    const overview = estimated.get('management-overview');
    const areas = estimated.get('management-areas');
    return {
      ...record,
      founderAnalysis: pick('founder-analysis', record.founderAnalysis),
      businessAnalysis: pick('business-analysis', record.businessAnalysis),
      managementAnalysis:
        overview && areas ? { ...(overview as object), ...(areas as object) } : record.managementAnalysis,
      sections: estimatedSections(record.sections, estimated),
    };
  }
  if (task === 'action-plan-area' || task === 'genius-reply') {
    return { ...record, sections: estimatedSections(record.sections, estimated) };
  }
  return input;
}

/** Sends each call again, one after another, and measures what went on the wire. */
export async function wireCalls(calls: readonly ModelCall[]): Promise<WireCall[]> {
  const stand = await startConverseStandIn();
  const replies = new Map<ReceivedRequest, number>();
  stand.fallback = (received) => {
    const { body } = received;
    const tool = forcedTool(body);
    if (!tool) {
      const reply = sampleReply();
      replies.set(received, reply.length);
      return standIn.text(reply);
    }
    // As many tasks as the plan's prompt asks for ('exatamente 3 tarefas'), as a model writes them.
    const asked = /exatamente (\d+) tarefa/.exec(JSON.stringify(body.messages))?.[1];
    const value = sampleOutput(tool.inputSchema.json, asked ? Number(asked) : undefined);
    replies.set(received, JSON.stringify(value).length);
    return standIn.toolUse(value);
  };
  const port = bedrockModelPort({
    models: WIRE_MODELS,
    clientConfig: {
      endpoint: stand.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'bench', secretAccessKey: 'bench' },
    },
    followUpDelaysMs: [0, 0],
  });
  const classOf = new Map(
    Object.entries(WIRE_MODELS).map(([modelClass, id]) => [id, modelClass as ModelClass]),
  );
  try {
    const measured: WireCall[] = [];
    const estimated: Estimated = new Map();
    for (const call of calls) {
      const from = stand.received.length;
      const input = withEstimatedOutputs(call.task, call.input, estimated) as AiTaskInput<AiTaskName>;
      const output = await port.generate(call.task, input).catch((error: unknown) => {
        throw new Error(`${call.task}: the request through the Bedrock adapter failed (${String(error)})`, {
          cause: error,
        });
      });
      estimated.set(call.task, output);
      const requests = stand.received.slice(from).map((received): WireRequest => {
        const modelId = /^\/model\/(.+)\/converse$/.exec(received.path)?.[1] ?? received.path;
        const modelClass = classOf.get(modelId);
        if (!modelClass) throw new Error(`${call.task}: a request to an unknown model (${received.path})`);
        return {
          ...measureRequest(received.body as ConverseBody),
          modelId,
          modelClass,
          outputChars: replies.get(received) ?? 0,
        };
      });
      measured.push({
        task: call.task,
        burst: call.burst,
        startedAt: call.startedAt,
        endedAt: call.endedAt,
        localOutputChars: call.localOutputChars,
        requests,
      });
    }
    return measured;
  } finally {
    await stand.close();
  }
}
