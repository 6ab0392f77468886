import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  DescribeUserPoolCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { runtimeConfig } from '../config/runtime';
import { errorsMessages } from '../../contracts/messages/errors';
import { validationMessages } from '../../contracts/messages/validation';
import { authMessages } from '../../contracts/messages/auth';
import { conflictFailure, DomainError } from '../../domain/errors';
import { awsErrorName } from '../http/errors';

const config = runtimeConfig();

export const cognito = new CognitoIdentityProviderClient({
  region: config.AWS_REGION,
  ...(config.COGNITO_ENDPOINT ? { endpoint: config.COGNITO_ENDPOINT } : {}),
});

const UserPoolId = config.USER_POOL_ID;
/** The sign-up client (infra/stacks/auth-stack.ts); locally the one client of the local pool. */
const SignUpClientId = config.SIGNUP_CLIENT_ID ?? config.USER_POOL_CLIENT_ID;

/** cognito-local answers an operation it does not implement with this error (never AWS). */
const isLocalUnsupported = (error: unknown) =>
  ['Unsupported', 'CognitoLocal#Unsupported'].includes(awsErrorName(error) ?? '');

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

/**
 * Public sign-up: an UNCONFIRMED user (Cognito e-mails a code, in the CustomMessage trigger's words)
 * who cannot sign in before confirming it. Returns the user's `sub`.
 */
export async function signUpUser(user: NewUser): Promise<string> {
  try {
    const { UserSub } = await cognito.send(
      new SignUpCommand({
        ClientId: SignUpClientId,
        Username: user.email,
        Password: user.password,
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'given_name', Value: user.firstName },
          { Name: 'family_name', Value: user.lastName },
        ],
      }),
    );
    if (!UserSub) throw new Error('Cognito returned a sign-up without sub');
    return UserSub;
  } catch (error) {
    throw mapCognitoError(error);
  }
}

/**
 * Confirms a sign-up with the e-mailed code. An account confirmed already (a repeated request, or a
 * confirmation made directly at Cognito) counts as confirmed: the caller's work is idempotent.
 */
export async function confirmSignUp(email: string, code: string): Promise<void> {
  try {
    await cognito.send(
      new ConfirmSignUpCommand({ ClientId: SignUpClientId, Username: email, ConfirmationCode: code }),
    );
  } catch (error) {
    const name = awsErrorName(error) ?? '';
    // AWS refuses a confirmed account with NotAuthorized, cognito-local with ExpiredCode.
    if (['NotAuthorizedException', 'ExpiredCodeException', 'UserNotFoundException'].includes(name)) {
      const status = await userStatus(email);
      if (status === 'CONFIRMED') return;
      // No account under that e-mail answers as a wrong code does (no way to probe for accounts).
      if (status === undefined) {
        throw mapCognitoError(Object.assign(new Error('no such sign-up'), { name: 'CodeMismatchException' }));
      }
    }
    throw mapCognitoError(error);
  }
}

/**
 * Sends the confirmation code again. Answers the same whether or not the account exists or waits for a
 * code (no way to probe for accounts). cognito-local has no ResendConfirmationCode: there its
 * ForgotPassword stores a new code the same way ConfirmSignUp checks, so the local stack uses that.
 */
export async function resendConfirmationCode(email: string): Promise<void> {
  try {
    await cognito.send(new ResendConfirmationCodeCommand({ ClientId: SignUpClientId, Username: email }));
  } catch (error) {
    if (isLocalUnsupported(error)) {
      if ((await userStatus(email)) === 'UNCONFIRMED') {
        await cognito.send(new ForgotPasswordCommand({ ClientId: SignUpClientId, Username: email }));
      }
      return;
    }
    const name = awsErrorName(error);
    if (name === 'UserNotFoundException' || name === 'InvalidParameterException') return;
    throw mapCognitoError(error);
  }
}

async function userStatus(email: string): Promise<string | undefined> {
  try {
    const { UserStatus } = await cognito.send(new AdminGetUserCommand({ UserPoolId, Username: email }));
    return UserStatus;
  } catch (error) {
    if (awsErrorName(error) === 'UserNotFoundException') return undefined;
    throw error;
  }
}

/**
 * Revokes every refresh token of the user (AdminUserGlobalSignOut): no new access token after a
 * demotion or a deletion. The access tokens already issued stay valid until they expire, which is why
 * admin routes also read the role on the server (functions/platform/http/admin-role.ts).
 * cognito-local does not implement it: there the server-side check alone ends the authority.
 */
export async function signOutEverywhere(username: string): Promise<void> {
  try {
    await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username: username }));
  } catch (error) {
    if (awsErrorName(error) === 'UserNotFoundException' || isLocalUnsupported(error)) return;
    throw error;
  }
}

/**
 * Whether the password is the user's: a sign-in (USER_PASSWORD_AUTH) through the web client, as the
 * browser signs in; the tokens it yields are dropped. A wrong password is NotAuthorized in AWS and
 * InvalidPassword in cognito-local; too many attempts answer as Cognito's rate limit.
 */
export async function verifyPassword(username: string, password: string): Promise<boolean> {
  try {
    await cognito.send(
      new InitiateAuthCommand({
        ClientId: config.USER_POOL_CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
    return true;
  } catch (error) {
    const name = awsErrorName(error) ?? '';
    if (['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException'].includes(name)) {
      return false;
    }
    throw mapCognitoError(error);
  }
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
    case 'CodeMismatchException':
      return new DomainError('invalid', errorsMessages.validation, [
        { field: 'code', message: authMessages.codeMismatch },
      ]);
    case 'ExpiredCodeException':
      return new DomainError('invalid', errorsMessages.validation, [
        { field: 'code', message: authMessages.codeExpired },
      ]);
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
    case 'LimitExceededException':
      return new DomainError('busy', errorsMessages.rateLimit);
    default:
      return error;
  }
}
