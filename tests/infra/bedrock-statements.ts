/**
 * The IAM statements AWS documents for calling Bedrock models, written out as CloudFormation renders
 * them for a stack in sa-east-1 with the deploying account (Amazon Bedrock user guide, "Global
 * cross-Region inference" and "Geographic cross-Region inference"; decision 0035). The tests compare a
 * function's bedrock statements with these, independently of infra/constructs/model-access.ts.
 */

const REGION = 'sa-east-1';
const ACCOUNT = { Ref: 'AWS::AccountId' };

export type Statement = { Action: unknown; Effect: string; Resource: unknown; Condition?: unknown };

/** The inference profile's ARN in the stack's Region and account. */
export const profileArn = (profileId: string) => ({
  'Fn::Join': ['', [`arn:aws:bedrock:${REGION}:`, ACCOUNT, `:inference-profile/${profileId}`]],
});

const modelOf = (profileId: string) => profileId.slice(profileId.indexOf('.') + 1);

/** The profiles themselves, for requests made in the stack's Region. */
export function profilesStatement(profileIds: string[]): Statement {
  const arns = profileIds.map(profileArn);
  return {
    Action: 'bedrock:InvokeModel',
    Condition: { StringEquals: { 'aws:RequestedRegion': REGION } },
    Effect: 'Allow',
    Resource: arns.length === 1 ? arns[0] : arns,
  };
}

/** A `global.` profile's foundation models: the source Region's and the Region-less global one. */
export function globalModelStatements(profileId: string): Statement[] {
  const model = modelOf(profileId);
  return [
    {
      Action: 'bedrock:InvokeModel',
      Condition: {
        StringEquals: { 'aws:RequestedRegion': REGION, 'bedrock:InferenceProfileArn': profileArn(profileId) },
      },
      Effect: 'Allow',
      Resource: `arn:aws:bedrock:${REGION}::foundation-model/${model}`,
    },
    {
      Action: 'bedrock:InvokeModel',
      Condition: {
        StringEquals: {
          'aws:RequestedRegion': 'unspecified',
          'bedrock:InferenceProfileArn': profileArn(profileId),
        },
      },
      Effect: 'Allow',
      Resource: `arn:aws:bedrock:::foundation-model/${model}`,
    },
  ];
}

/** A geographic profile's foundation model: the source Region's and the geography's Regions. */
export function geoModelStatement(profileId: string, regionPattern: string): Statement {
  const model = modelOf(profileId);
  return {
    Action: 'bedrock:InvokeModel',
    Condition: { StringEquals: { 'bedrock:InferenceProfileArn': profileArn(profileId) } },
    Effect: 'Allow',
    Resource: [
      `arn:aws:bedrock:${REGION}::foundation-model/${model}`,
      `arn:aws:bedrock:${regionPattern}::foundation-model/${model}`,
    ],
  };
}

/** Plain foundation model ids: those models in the stack's Region, unconditioned. */
export function foundationModelStatement(modelIds: string[]): Statement {
  const arns = modelIds.map((id) => `arn:aws:bedrock:${REGION}::foundation-model/${id}`);
  return { Action: 'bedrock:InvokeModel', Effect: 'Allow', Resource: arns.length === 1 ? arns[0] : arns };
}

/** The statements for the stage's models when both are `global.` profiles (cdk.json's defaults). */
export function globalProfilesStatements(profileIds: string[]): Statement[] {
  return [profilesStatement(profileIds), ...profileIds.flatMap(globalModelStatements)];
}

/** Order-insensitive form (CDK's policy minimizing sorts resources and may reorder statements). */
export function normalized(statements: Statement[]): string[] {
  const sortDeep = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sortDeep).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
      : value;
  return statements
    .map((statement) =>
      JSON.stringify({
        ...statement,
        Resource: sortDeep(statement.Resource),
        Action: sortDeep(statement.Action),
      }),
    )
    .sort();
}
