import { bedrockOnStandIn } from './testing/adapter-harness';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localModelPort } from './local-adapter';
import { loadTask, type AiTaskInput, type AiTaskName } from './tasks';
import { gestaoAnswers, fundadorAnswers, negocioAnswers } from './testing/answer-sets';
import { forcedTool, startConverseStandIn, standIn, type ConverseStandIn } from './testing/converse-stand-in';
import { dossierInputFor } from './testing/dossier-fixtures';
import { inputFor } from './testing/fixtures';

/**
 * Issue #47 item 3 on the Converse wire: the numbers code computes (functions/ai/facts/) are not in the
 * forced tool's schema, and a reply without them is stored with them, the same as the local adapter's.
 */

let converse: ConverseStandIn;
beforeAll(async () => {
  converse = await startConverseStandIn();
});
afterAll(() => converse.close());
beforeEach(() => {
  converse.script = [];
  converse.received.length = 0;
});

const bedrock = () => bedrockOnStandIn(converse.endpoint);

/** Every property name of a JSON schema, at any depth. */
function propertyNames(schema: unknown): string[] {
  if (Array.isArray(schema)) return schema.flatMap(propertyNames);
  if (!schema || typeof schema !== 'object') return [];
  const { properties, ...rest } = schema as { properties?: Record<string, unknown> };
  return [
    ...Object.keys(properties ?? {}),
    ...Object.values(properties ?? {}).flatMap(propertyNames),
    ...Object.values(rest).flatMap(propertyNames),
  ];
}

/** The value at a path ('areas_analisadas.0.nivel_maturidade'). */
const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);

const management = inputFor('sistema-gestao', gestaoAnswers);

interface Case {
  task: AiTaskName;
  input: () => Promise<unknown>;
  /** The computed fields: absent from the forced tool, present (at these paths) in the stored output. */
  computed: string[];
  paths: string[];
}

const cases: Case[] = [
  {
    task: 'business-analysis',
    input: async () => inputFor('negocio', negocioAnswers),
    computed: ['nivel_de_maturidade'],
    paths: ['nivel_de_maturidade'],
  },
  {
    task: 'management-overview',
    input: async () => management,
    computed: ['nivel_de_maturidade'],
    paths: ['nivel_de_maturidade'],
  },
  {
    task: 'management-areas',
    input: async () => ({
      ...management,
      overview: await localModelPort().generate('management-overview', management),
    }),
    computed: ['nivel_maturidade', 'titulo_maturidade'],
    paths: ['areas_analisadas.0.nivel_maturidade', 'areas_analisadas.5.titulo_maturidade'],
  },
  {
    task: 'founder-analysis',
    input: async () => inputFor('fundador', fundadorAnswers),
    computed: ['dominancia', 'influencia', 'estabilidade', 'conformidade', 'perfil_predominante'],
    paths: ['perfil_disc.dominancia', 'perfil_disc.conformidade', 'perfil_disc.perfil_predominante'],
  },
  {
    task: 'dossier-raio-x-negocio',
    input: () => dossierInputFor(),
    computed: ['grau_maturidade', 'nivel_maturidade', 'titulo_maturidade'],
    paths: [
      'grau_maturidade',
      'areas_avaliadas.produto.nivel_maturidade',
      'areas_avaliadas.conteudo.titulo_maturidade',
    ],
  },
  {
    task: 'dossier-perfil-investidor',
    input: () => dossierInputFor(),
    computed: ['classificacao', 'investimento_atual', 'investimento_recomendado', 'porcentagem'],
    paths: [
      'classificacao',
      'investimento_atual',
      'investimento_recomendado',
      'alocacao_recomendada.canais.0.porcentagem',
    ],
  },
];

describe('computed numbers are not asked of the model (issue #47, item 3)', () => {
  it.each(cases)(
    '$task: the forced tool lacks them; a reply without them is stored with them',
    async (each) => {
      const input = (await each.input()) as AiTaskInput<typeof each.task>;
      const { generatedLocally: _local, ...stored } = (await localModelPort().generate(
        each.task,
        input,
      )) as Record<string, unknown>;
      // What a model writes: the local output through the model's schema (which drops the computed fields).
      const reply = (await loadTask(each.task)).schema.parse(stored) as Record<string, unknown>;
      for (const path of each.paths) expect(at(reply, path), path).toBeUndefined();

      converse.script = [standIn.toolUse(reply)];
      const output = await bedrock().generate(each.task, input);

      const names = propertyNames(forcedTool(converse.received[0]!.body)!.inputSchema.json);
      expect(names.length).toBeGreaterThan(0);
      for (const field of each.computed) expect(names, field).not.toContain(field);
      for (const path of each.paths) expect(at(output, path), path).toBeDefined();
      expect(output).toEqual(stored);
    },
  );
});
