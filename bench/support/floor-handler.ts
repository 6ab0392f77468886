import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';

/**
 * The floor of figure 3 (issue #17): the least a function of this backend loads, the DynamoDB document
 * client created at module scope and zod, with nothing of ours. Bundled and imported like every function.
 */
const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const key = z.object({ pk: z.string(), sk: z.string() });

export const handler = async (event: unknown) =>
  client.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: key.parse(event) }));
