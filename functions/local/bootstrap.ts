import { CreateTableCommand, DynamoDBClient, type GlobalSecondaryIndex } from '@aws-sdk/client-dynamodb';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { tableSchema } from '../platform/data/table';
import { ADMIN_GROUP } from '../platform/http/auth-context';
import { localAws } from './local-credentials';

export interface LocalResources {
  tableName: string;
  userPoolId: string;
  userPoolClientId: string;
}

const names = { table: 'rumo-local', userPool: 'rumo-local', client: 'rumo-web' };

/** Creates the table, user pool, web client and admin group if missing; safe to run on every start. */
export async function bootstrapResources(endpoints: {
  dynamodb: string;
  cognito: string;
}): Promise<LocalResources> {
  const dynamodb = new DynamoDBClient({ ...localAws, endpoint: endpoints.dynamodb });
  const cognito = new CognitoIdentityProviderClient({ ...localAws, endpoint: endpoints.cognito });
  try {
    await ensureTable(dynamodb, names.table);
    const userPoolId = await ensureUserPool(cognito, names.userPool);
    const userPoolClientId = await ensureClient(cognito, userPoolId, names.client);
    await ensureGroup(cognito, userPoolId, ADMIN_GROUP);
    return { tableName: names.table, userPoolId, userPoolClientId };
  } finally {
    dynamodb.destroy();
    cognito.destroy();
  }
}

async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const keyNames = [
    tableSchema.partitionKey,
    tableSchema.sortKey,
    ...tableSchema.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  const indexes: GlobalSecondaryIndex[] = tableSchema.globalIndexes.map((index) => ({
    IndexName: index.name,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' },
      { AttributeName: index.sortKey, KeyType: 'RANGE' },
    ],
    Projection: { ProjectionType: 'ALL' },
  }));
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: keyNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: tableSchema.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableSchema.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: indexes,
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ResourceInUseException') throw error;
  }
}

async function ensureUserPool(client: CognitoIdentityProviderClient, poolName: string): Promise<string> {
  const { UserPools } = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const existing = UserPools?.find((pool) => pool.Name === poolName)?.Id;
  if (existing) return existing;
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: poolName,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: 6,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
    }),
  );
  if (!UserPool?.Id) throw new Error('cognito-local created a user pool without an id');
  return UserPool.Id;
}

async function ensureClient(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  clientName: string,
): Promise<string> {
  const { UserPoolClients } = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  const existing = UserPoolClients?.find((candidate) => candidate.ClientName === clientName)?.ClientId;
  if (existing) return existing;
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: clientName,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  if (!UserPoolClient?.ClientId) throw new Error('cognito-local created a client without an id');
  return UserPoolClient.ClientId;
}

async function ensureGroup(client: CognitoIdentityProviderClient, userPoolId: string, group: string) {
  try {
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
  } catch (error) {
    if ((error as Error).name !== 'GroupExistsException') throw error;
  }
}
