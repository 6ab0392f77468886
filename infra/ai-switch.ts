import { ArnFormat, type Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { aiSwitchEnv } from '../functions/platform/http/ai-switch';

/**
 * The operator's emergency stop of AI work (decision 0056): an SSM String parameter, `on` or `off`,
 * created `on` by the observability stack and flipped with `aws ssm put-parameter` (docs/operations.md,
 * "Emergency stop and model spend"). Its name is built from the stage alone, so the api and workflows
 * stacks name it without a cross-stack reference.
 */
export const aiSwitchParameterName = (stage: string): string => `/rumo/${stage}/ai-switch`;

/** `arn:aws:ssm:<region>:<account>:parameter/rumo/<stage>/ai-switch`, in `stack`'s region and account. */
export function aiSwitchParameterArn(stack: Stack, stage: string): string {
  return stack.formatArn({
    service: 'ssm',
    resource: 'parameter',
    // The name starts with "/", which the ARN does not repeat.
    resourceName: aiSwitchParameterName(stage).replace(/^\//, ''),
    arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
  });
}

/**
 * What a function that reads the switch gets (functions/platform/http/ai-switch.ts): the parameter's
 * name in AI_SWITCH_PARAMETER and `ssm:GetParameter` on that one parameter. Every area with a route
 * marked `ai` (infra/route-permissions.ts) and every workflow task that calls the model.
 */
export function aiSwitchAccess(
  stack: Stack,
  stage: string,
): { environment: Record<string, string>; statements: PolicyStatement[] } {
  return {
    environment: { [aiSwitchEnv.parameter]: aiSwitchParameterName(stage) },
    statements: [
      new PolicyStatement({
        actions: ['ssm:GetParameter'],
        resources: [aiSwitchParameterArn(stack, stage)],
      }),
    ],
  };
}
