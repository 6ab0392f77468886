import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { runtimeConfig } from '../../config/runtime';
import type { HealthResponse } from '../../contracts/health';
import { dynamodb, tableName } from '../../data/client';
import { defineHandler, ok } from '../../http/define-handler';
import { describeUserPool } from '../../identity/user-directory';

type Component = HealthResponse['components'][keyof HealthResponse['components']];

async function probe(check: () => Promise<string>): Promise<Component> {
  try {
    return { status: 'ok', detail: await check() };
  } catch (error) {
    return { status: 'down', detail: error instanceof Error ? error.name : 'unknown' };
  }
}

/**
 * The adapters that arrive with later work (workflows, model, payments) report the adapter the
 * configuration selects and that it is not wired yet, rather than pretending to be healthy.
 */
function adapter(name: string): Component {
  return { status: 'not-configured', detail: `${name} adapter selected; not wired yet` };
}

export const handler = defineHandler('GET /api/health', {}, async () => {
  const config = runtimeConfig();
  const [dynamo, cognito] = await Promise.all([
    probe(async () => {
      const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: tableName }));
      return `table ${Table?.TableName} ${Table?.TableStatus}`;
    }),
    probe(async () => `user pool ${await describeUserPool()}`),
  ]);
  const body: HealthResponse = {
    status: dynamo.status === 'ok' && cognito.status === 'ok' ? 'ok' : 'degraded',
    components: {
      dynamodb: dynamo,
      cognito,
      workflows: adapter(config.WORKFLOWS_ADAPTER),
      model: adapter(config.MODEL_ADAPTER),
      payments: adapter(config.PAYMENTS_ADAPTER),
    },
  };
  return ok(body);
});
