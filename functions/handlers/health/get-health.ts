import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { runtimeConfig } from '../../config/runtime';
import type { HealthResponse } from '../../contracts/health';
import { dynamodb, tableName } from '../../data/client';
import { defineHandler, ok } from '../../http/define-handler';
import { describeUserPool } from '../../identity/user-directory';
import { paymentsConfig } from '../../payments/config';

type Component = HealthResponse['components'][keyof HealthResponse['components']];

async function probe(check: () => Promise<string>): Promise<Component> {
  try {
    return { status: 'ok', detail: await check() };
  } catch (error) {
    return { status: 'down', detail: error instanceof Error ? error.name : 'unknown' };
  }
}

/**
 * The adapters that arrive with later work (workflows, model) report the adapter the
 * configuration selects and that it is not wired yet, rather than pretending to be healthy.
 */
function adapter(name: string): Component {
  return { status: 'not-configured', detail: `${name} adapter selected; not wired yet` };
}

/**
 * Payments: whether the selected adapter has its configuration. Stripe itself is not called (the
 * health route has no access to the Stripe secret), and the detail says so.
 */
function paymentsComponent(): Component {
  try {
    const config = paymentsConfig();
    return config.adapter === 'local'
      ? {
          status: 'ok',
          detail: 'local adapter: checkout pages under /local-payments, webhooks signed locally',
        }
      : {
          status: 'ok',
          detail: `stripe adapter configured (price ${config.priceId}); Stripe itself is not probed here`,
        };
  } catch (error) {
    return {
      status: 'not-configured',
      detail: (error as Error).message.split('\n').slice(1).join(' ').trim(),
    };
  }
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
      payments: paymentsComponent(),
    },
  };
  return ok(body);
});
