import { bedrockOnStandIn } from './testing/adapter-harness';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openAiModelPort } from './openai-adapter';
import { generatedTask, geniusInputFor, planAreaInputFor } from './testing/plan-fixtures';
import { startConverseStandIn, standIn, type ConverseStandIn } from './testing/converse-stand-in';
import { openAiReply, startOpenAiStandIn, type OpenAiStandIn } from './testing/openai-stand-in';
import { fundadorAnswers } from './testing/answer-sets';
import { inputFor } from './testing/fixtures';

/**
 * Issue #47 on the wire, through the real adapters and the project's Converse and OpenAI stand-ins:
 * what the model receives (the company name, Genius's cached prefix) and how a plan area one task
 * short is repaired through the tool's error.
 */

let converse: ConverseStandIn;
let openAi: OpenAiStandIn;
beforeAll(async () => {
  [converse, openAi] = await Promise.all([startConverseStandIn(), startOpenAiStandIn()]);
});
afterAll(() => Promise.all([converse.close(), openAi.close()]));
beforeEach(() => {
  converse.script = [];
  converse.received.length = 0;
  openAi.script = [];
  openAi.received.length = 0;
});

const bedrock = () => bedrockOnStandIn(converse.endpoint);
const openai = () =>
  openAiModelPort({
    baseUrl: openAi.baseUrl,
    apiKey: 'sk-test',
    models: { heavy: 'heavy', light: 'light' },
    followUpDelaysMs: [0, 0],
    retryDelayMs: 0,
  });

/** Every text the Converse request carried (system blocks and messages). */
const converseText = (index: number) => JSON.stringify(converse.received[index]!.body);

describe('a founder-first journey: the company name reaches the model once it is known', () => {
  const founder = inputFor('fundador', fundadorAnswers);
  const analysis = {
    resumo_executivo_perfil: 'r',
    perfil_disc: {
      caracteristicas: [],
      recomendacoes_desenvolvimento: [],
    },
  };

  it('the founder analysis before the business diagnostic: no name, and no rule to cite one', async () => {
    converse.script = [standIn.toolUse(analysis)];
    await bedrock()
      .generate('founder-analysis', founder)
      .catch(() => undefined);
    const sent = converseText(0);
    expect(sent).not.toMatch(/Cite o nome da empresa|A empresa se chama/);
    expect(sent).toContain('O nome da empresa não foi informado');
  });

  it('a founder section once the business diagnostic named the company: the name and the rule', async () => {
    converse.script = [standIn.toolUse({ analysis: 'Texto da seção.' })];
    const output = await bedrock().generate('founder-section', {
      ...founder,
      sectionKey: 'riscos',
      companyName: 'Auto Center Pinheirinho',
    });
    expect(output.analysis).toBe('Texto da seção.');
    const sent = converseText(0);
    expect(sent).toContain('A empresa se chama \\"Auto Center Pinheirinho\\".');
    expect(sent).toContain('Cite o nome da empresa');
  });
});

describe('Genius on the Converse wire: the cached prefix is the same on every turn', () => {
  it('two turns of one conversation send a byte-identical system and context, up to the cache point', async () => {
    converse.script = [standIn.text('Comece pelo painel.'), standIn.text('A Ana revisa.')];
    const first = await geniusInputFor('Como começo esta tarefa?');
    await bedrock().generate('genius-reply', first);
    await bedrock().generate('genius-reply', {
      ...first,
      message: 'E quem revisa o painel?',
      history: [
        { role: 'user', content: 'Como começo esta tarefa?', at: '' },
        { role: 'assistant', content: 'Comece pelo painel.', at: '' },
      ],
    });
    const [one, two] = converse.received.map((request) => request.body);
    expect(JSON.stringify(two!.system)).toBe(JSON.stringify(one!.system));
    expect(one!.system!.at(-1)).toEqual({ cachePoint: { type: 'default' } });
    const context = JSON.stringify(one!.system);
    expect(context).toContain('# Outras tarefas do plano (3)');
    expect(context).toContain('Faturamento mensal atual: R$ 85.000,00.');
    expect(two!.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
  });
});

describe('a plan area one task short is repaired through the tool’s error, that area alone', () => {
  const tasks = (count: number) => ({
    tasks: Array.from({ length: count }, (_, index) => generatedTask(`Vendas: tarefa ${index + 1}`, 10)),
  });

  it('Converse: the count is in the forced tool; the short reply goes back as the tool’s error', async () => {
    converse.script = [standIn.toolUse(tasks(2)), standIn.toolUse(tasks(3))];
    const output = await bedrock().generate('action-plan-area', await planAreaInputFor('Vendas'));
    expect(output.tasks).toHaveLength(3);
    expect(converse.received).toHaveLength(2);
    const tool = converse.received[0]!.body.toolConfig!.tools[0]!.toolSpec;
    expect(tool.inputSchema.json).toMatchObject({
      properties: { tasks: { minItems: 3, maxItems: 3 } },
    });
    const repair = converse.received[1]!.body.messages.at(-1)!.content[0] as {
      toolResult: { status: string; content: { text: string }[] };
    };
    expect(repair.toolResult.status).toBe('error');
    expect(repair.toolResult.content[0]!.text).toContain('tasks: exatamente 3 tarefas desta área');
  });

  it('OpenAI-compatible: the same, the problem sent back as the tool message', async () => {
    openAi.script = [openAiReply.toolCall(tasks(2)), openAiReply.toolCall(tasks(3))];
    const output = await openai().generate('action-plan-area', await planAreaInputFor('Vendas'));
    expect(output.tasks).toHaveLength(3);
    expect(openAi.received).toHaveLength(2);
    expect(openAi.received[0]!.body.tools![0]!.function.parameters).toMatchObject({
      properties: { tasks: { minItems: 3, maxItems: 3 } },
    });
    const tool = openAi.received[1]!.body.messages.at(-1)!;
    expect(tool.role).toBe('tool');
    expect(tool.content).toContain('exatamente 3 tarefas desta área');
  });
});
