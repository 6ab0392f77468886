import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { runtimeConfig } from '../config/runtime';
import { errorsMessages } from '../../contracts/messages/errors';
import { validationMessages } from '../../contracts/messages/validation';
import { conflictFailure, DomainError } from '../../domain/errors';
import { awsErrorName } from '../http/errors';

const config = runtimeConfig();

export const cognito = new CognitoIdentityProviderClient({
  region: config.AWS_REGION,
  ...(config.COGNITO_ENDPOINT ? { endpoint: config.COGNITO_ENDPOINT } : {}),
});

const UserPoolId = config.USER_POOL_ID;

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Creates a confirmed user with a permanent password (no e-mail sent) and returns its `sub`.
 * If the password cannot be set the half-created user is removed again.
 */
export async function createConfirmedUser(user: NewUser): Promise<string> {
  let created;
  try {
    created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: user.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: user.firstName },
          { Name: 'family_name', Value: user.lastName },
        ],
      }),
    );
  } catch (error) {
    throw mapCognitoError(error);
  }
  const sub = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  try {
    if (!sub) throw new Error('Cognito returned a user without sub');
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId,
        Username: user.email,
        Password: user.password,
        Permanent: true,
      }),
    );
  } catch (error) {
    await deleteUser(user.email);
    throw mapCognitoError(error);
  }
  return sub;
}

export async function deleteUser(username: string): Promise<void> {
  try {
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId, Username: username }));
  } catch (error) {
    if (awsErrorName(error) !== 'UserNotFoundException') throw error;
  }
}

export async function addUserToGroup(username: string, group: string): Promise<void> {
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: username, GroupName: group }));
}

export async function removeUserFromGroup(username: string, group: string): Promise<void> {
  await cognito.send(
    new AdminRemoveUserFromGroupCommand({ UserPoolId, Username: username, GroupName: group }),
  );
}

/** Keeps the pool's name attributes in step with the profile (the profile is what the app reads). */
export async function updateUserNames(
  username: string,
  names: { firstName: string; lastName: string },
): Promise<void> {
  await cognito.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId,
      Username: username,
      UserAttributes: [
        { Name: 'given_name', Value: names.firstName },
        { Name: 'family_name', Value: names.lastName },
      ],
    }),
  );
}

export async function describeUserPool(): Promise<string> {
  const { UserPool } = await cognito.send(new DescribeUserPoolCommand({ UserPoolId }));
  return UserPool?.Name ?? UserPoolId;
}

function mapCognitoError(error: unknown): unknown {
  switch (awsErrorName(error)) {
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return conflictFailure(errorsMessages.emailInUse);
    case 'InvalidPasswordException':
      return new DomainError('invalid', errorsMessages.validation, [
        { field: 'password', message: validationMessages.passwordMin6 },
      ]);
    case 'InvalidParameterException':
      return new DomainError('invalid', errorsMessages.validation, []);
    case 'TooManyRequestsException':
    case 'LimitExceededException':
      return new DomainError('busy', errorsMessages.rateLimit);
    default:
      return error;
  }
}
