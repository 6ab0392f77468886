import { App, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { GEO_PROFILE_REGIONS, ModelAccess, modelTarget } from '../../infra/constructs/model-access';
import {
  foundationModelStatement,
  geoModelStatement,
  globalModelStatements,
  normalized,
  profilesStatement,
  type Statement,
} from './bedrock-statements';

/** A bare sa-east-1 stack with cdk.json's partition literals (`arn:aws:`, as the stage's stacks). */
const bareStack = () =>
  new Stack(new App({ context: { '@aws-cdk/core:enablePartitionLiterals': true } }), 'Models', {
    env: { region: 'sa-east-1' },
  });

/** The statements of a ModelAccess in a bare stack, as CloudFormation renders them. */
function statementsFor(modelIds: string[]): Statement[] {
  const stack = bareStack();
  const access = new ModelAccess(stack, 'ModelAccess', { modelIds });
  return access.statements().map((statement) => stack.resolve(statement.toStatementJson()) as Statement);
}

describe('modelTarget', () => {
  it('reads global and geographic inference profiles, and plain foundation model ids', () => {
    expect(modelTarget('global.anthropic.claude-sonnet-4-6')).toEqual({
      kind: 'global-profile',
      id: 'global.anthropic.claude-sonnet-4-6',
      model: 'anthropic.claude-sonnet-4-6',
    });
    for (const geography of Object.keys(GEO_PROFILE_REGIONS)) {
      expect(modelTarget(`${geography}.anthropic.claude-haiku-4-5-20251001-v1:0`)).toEqual({
        kind: 'geo-profile',
        id: `${geography}.anthropic.claude-haiku-4-5-20251001-v1:0`,
        model: 'anthropic.claude-haiku-4-5-20251001-v1:0',
        geography,
      });
    }
    for (const id of ['anthropic.claude-sonnet-4-6', 'amazon.nova-pro-v1:0', 'deepseek.v3.2', 'global']) {
      expect(modelTarget(id)).toEqual({ kind: 'foundation-model', id, model: id });
    }
  });
});

describe('ModelAccess', () => {
  it('grants a global profile as AWS documents: the profile, the model in the Region and Region-less', () => {
    const id = 'global.anthropic.claude-sonnet-4-6';
    expect(statementsFor([id])).toEqual([profilesStatement([id]), ...globalModelStatements(id)]);
  });

  it('grants both models of a stage, each model only through its own profile, once each', () => {
    const heavy = 'global.anthropic.claude-sonnet-4-6';
    const light = 'global.anthropic.claude-haiku-4-5-20251001-v1:0';
    expect(normalized(statementsFor([heavy, light, heavy]))).toEqual(
      normalized([
        profilesStatement([heavy, light]),
        ...globalModelStatements(heavy),
        ...globalModelStatements(light),
      ]),
    );
  });

  it("grants a geographic profile the model in the stack's Region and the geography's Regions", () => {
    for (const [geography, pattern] of Object.entries(GEO_PROFILE_REGIONS)) {
      const id = `${geography}.anthropic.claude-sonnet-4-6`;
      expect(statementsFor([id]), geography).toEqual([
        profilesStatement([id]),
        geoModelStatement(id, pattern),
      ]);
    }
  });

  it("grants a plain model id that foundation model in the stack's Region only", () => {
    expect(
      statementsFor(['anthropic.claude-sonnet-4-6', 'anthropic.claude-haiku-4-5-20251001-v1:0']),
    ).toEqual([
      foundationModelStatement(['anthropic.claude-sonnet-4-6', 'anthropic.claude-haiku-4-5-20251001-v1:0']),
    ]);
  });

  it('never grants streaming, another action or a model it was not given', () => {
    const statements = statementsFor([
      'global.anthropic.claude-sonnet-4-6',
      'us.anthropic.claude-haiku-4-5-20251001-v1:0',
    ]);
    expect(new Set(statements.map((statement) => statement.Action))).toEqual(
      new Set(['bedrock:InvokeModel']),
    );
    const text = JSON.stringify(statements);
    expect(text).not.toMatch(/foundation-model\/\*|inference-profile\/\*/);
    expect(
      text.match(/foundation-model\/[^"]+/g)!.every((arn) => /claude-sonnet-4-6|claude-haiku-4-5/.test(arn)),
    ).toBe(true);
  });

  it('needs a model', () => {
    const stack = bareStack();
    expect(() => new ModelAccess(stack, 'ModelAccess', { modelIds: [] })).toThrow(/at least one model id/);
  });
});
