import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../functions/local/stack';
import type { StackInfo } from './support/stack-info';

/**
 * Starts the real local stack once for the integration project: DynamoDB Local and cognito-local on
 * free loopback ports, the bootstrap, the demo data and the gateway (no web).
 */
export default async function setup(project: TestProject) {
  process.env.LOG_LEVEL = 'silent';
  const cognitoCode = '123456';
  const stack = await startLocalStack({ webMode: 'none', port: 0, cognitoCode, sweeper: false });
  const info: StackInfo = {
    cognitoCode,
    url: stack.url,
    demoSiteUrl: stack.demoSiteUrl,
    endpoints: stack.endpoints,
    resources: stack.resources,
  };
  project.provide('stack', info);
  return () => stack.stop();
}
