import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { runtimeConfig } from '../config/runtime';
import { paywallPassed } from '../http/paywall';

const config = runtimeConfig();

/** One client per process, created at module scope so warm Lambdas reuse the connection. */
export const dynamodb = new DynamoDBClient({
  region: config.AWS_REGION,
  ...(config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT } : {}),
});

/** The low-level commands that write (what the paywall holds and the bench counts as writes). */
export const writeCommands: ReadonlySet<string> = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'BatchWriteItemCommand',
  'TransactWriteItemsCommand',
]);

// A paid route's writes wait for its subscription check (../http/paywall); its reads do not.
dynamodb.middlewareStack.add(
  (next, context) => async (args) => {
    if (writeCommands.has(context.commandName ?? '')) await paywallPassed();
    return next(args);
  },
  { step: 'initialize', name: 'paywall' },
);

export const documentClient = DynamoDBDocumentClient.from(dynamodb, {
  marshallOptions: { removeUndefinedValues: true },
});

export const tableName = config.TABLE_NAME;
