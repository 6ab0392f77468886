import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { localApiClient } from '../../../functions/local/api-client';
import { localAws } from '../../../functions/local/local-credentials';
import './stack-info';

export const stack = inject('stack');

/**
 * The shared local API client (functions/local/api-client.ts) aimed at this run's stack; it confirms
 * sign-ups with the code the stack e-mails (fixed in the test stacks).
 */
export const api = localApiClient({ ...stack, confirmationCode: async () => stack.cognitoCode });
export const cognito = api.cognito;
export const documents = DynamoDBDocumentClient.from(
  new DynamoDBClient({ ...localAws, endpoint: stack.endpoints.dynamodb }),
);

/** Calls the gateway like the browser does. */
export const call = api.call;

/** Signs in with USER_PASSWORD_AUTH, as Amplify does in the browser, and returns the access token. */
export const signIn = api.signIn;

export function uniqueEmail(prefix = 'pessoa'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@exemplo.com.br`;
}

export async function cognitoUserExists(email: string): Promise<boolean> {
  const { Users } = await cognito.send(
    new ListUsersCommand({ UserPoolId: stack.resources.userPoolId, Filter: `email = "${email}"` }),
  );
  return (Users ?? []).some((user) => user.Attributes?.some((a) => a.Name === 'email' && a.Value === email));
}

/** Every profile item in the table (through the admin index), for "nothing was written" checks. */
export async function allProfileEmails(): Promise<string[]> {
  const emails: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new QueryCommand({
        TableName: stack.resources.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': 'USERS' },
        ExclusiveStartKey: start,
      }),
    );
    emails.push(...(page.Items ?? []).map((item) => String(item.email)));
    start = page.LastEvaluatedKey;
  } while (start);
  return emails;
}

/** Every item of the user whose sort key starts with the prefix (one Query, as the table stores them). */
export async function storedItems(userId: string, prefix: string) {
  const { Items = [] } = await documents.send(
    new QueryCommand({
      TableName: stack.resources.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': prefix },
    }),
  );
  return Items;
}
