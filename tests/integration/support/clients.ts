import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { localAws } from '../../../functions/local/local-credentials';
import './stack-info';

export const stack = inject('stack');

export const cognito = new CognitoIdentityProviderClient({ ...localAws, endpoint: stack.endpoints.cognito });
export const documents = DynamoDBDocumentClient.from(
  new DynamoDBClient({ ...localAws, endpoint: stack.endpoints.dynamodb }),
);

/** Calls the gateway like the browser does. */
export async function call(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string } = {},
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${stack.url}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined || options.rawBody !== undefined
        ? { 'content-type': 'application/json' }
        : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    ...(options.rawBody !== undefined ? { body: options.rawBody } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** Signs in with USER_PASSWORD_AUTH, as Amplify does in the browser, and returns the access token. */
export async function signIn(email: string, password: string): Promise<string> {
  const result = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.resources.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const token = result.AuthenticationResult?.AccessToken;
  if (!token) throw new Error('no access token');
  return token;
}

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
