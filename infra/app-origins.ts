import { ArnFormat, type Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { appOriginsEnv } from '../functions/platform/config/app-origins';
import type { StageConfig } from './stage-config';

/**
 * The SSM parameter the web stack writes with the app's origins (`https://<domainName or the
 * distribution's domain>` plus the context's `appOrigins`). Its name is built from the stage alone, so
 * the api and auth stacks, deployed before the web stack, name it without a reference to it (a
 * reference would be a cycle: the web stack already depends on them).
 */
export const appOriginsParameterName = (stage: string): string => `/rumo/${stage}/app-origins`;

/** `arn:aws:ssm:<region>:<account>:parameter/rumo/<stage>/app-origins`, in `stack`'s region and account. */
export function appOriginsParameterArn(stack: Stack, stage: string): string {
  return stack.formatArn({
    service: 'ssm',
    resource: 'parameter',
    // The name starts with "/", which the ARN does not repeat.
    resourceName: appOriginsParameterName(stage).replace(/^\//, ''),
    arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
  });
}

/**
 * What a function that needs the app's origins gets (functions/platform/config/app-origins.ts): the origins
 * themselves when the context fixes them (`appOrigins` or `domainName`), else the parameter's name and
 * `ssm:GetParameter` on that one parameter.
 */
export function appOriginsAccess(
  stack: Stack,
  config: StageConfig,
): { environment: Record<string, string>; statements: PolicyStatement[] } {
  if (config.appOrigins) return { environment: { [appOriginsEnv.list]: config.appOrigins }, statements: [] };
  return {
    environment: { [appOriginsEnv.parameter]: appOriginsParameterName(config.stage) },
    statements: [
      new PolicyStatement({
        actions: ['ssm:GetParameter'],
        resources: [appOriginsParameterArn(stack, config.stage)],
      }),
    ],
  };
}
