import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import type { HealthResponse } from '../contracts/health';
import { modelComponent } from './model-health';
import { dynamodb, tableName } from '../platform/data/client';
import { describeUserPool } from '../platform/identity/user-directory';
import { paymentsConfig } from '../payments/selection';
import { workflows } from '../platform/workflows';
import { instagramHealth } from '../platform/config/instagram';

type Component = HealthResponse['components']['dynamodb'];

async function probe(check: () => Promise<string>): Promise<Component> {
  try {
    return { status: 'ok', detail: await check() };
  } catch (error) {
    return { status: 'down', detail: error instanceof Error ? error.name : 'unknown' };
  }
}

/** The workflows adapter this process runs, and whether it can start executions. */
async function workflowsComponent(): Promise<Component> {
  try {
    return (await workflows()).health();
  } catch (error) {
    return { status: 'down', detail: error instanceof Error ? error.name : 'unknown' };
  }
}

/**
 * Payments: whether the adapter this process runs has its configuration. Stripe itself is not called
 * (the health route has no access to the Stripe secret), and the detail says so.
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

/**
 * Every component: DynamoDB and Cognito are probed; the adapters report what they are and whether
 * their configuration is complete. `degraded` when a probed component is down (the model: when the
 * start-up call failed).
 */
export async function healthReport(): Promise<HealthResponse> {
  const [dynamo, cognito, workflowsHealth] = await Promise.all([
    probe(async () => {
      const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: tableName }));
      return `table ${Table?.TableName} ${Table?.TableStatus}`;
    }),
    probe(async () => `user pool ${await describeUserPool()}`),
    workflowsComponent(),
  ]);
  const model = modelComponent();
  const body: HealthResponse = {
    status: dynamo.status === 'ok' && cognito.status === 'ok' && model.status !== 'down' ? 'ok' : 'degraded',
    components: {
      dynamodb: dynamo,
      cognito,
      workflows: workflowsHealth,
      model,
      payments: paymentsComponent(),
      instagram: instagramHealth(),
    },
  };
  return body;
}
