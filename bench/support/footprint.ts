import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { localAws } from '../../functions/local/local-credentials';
import type { LocalStack } from '../../functions/local/stack';

/**
 * The items the scripted user left in the table (`USER#<sub>`), read with a client of its own (not the
 * data layer's, so it is not counted): their count and approximate stored size (attribute names and
 * values as JSON, plus DynamoDB's per-item overhead).
 */
export async function userFootprint(
  stack: LocalStack,
  userId: string,
  overheadBytes: number,
): Promise<{ items: number; bytes: number }> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ ...localAws, endpoint: stack.endpoints.dynamodb }),
  );
  let items = 0;
  let bytes = 0;
  let start: Record<string, unknown> | undefined;
  try {
    do {
      const page = await client.send(
        new QueryCommand({
          TableName: stack.resources.tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': `USER#${userId}` },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) {
        items += 1;
        bytes += Buffer.byteLength(JSON.stringify(item)) + overheadBytes;
      }
      start = page.LastEvaluatedKey;
    } while (start);
  } finally {
    client.destroy();
  }
  return { items, bytes };
}
