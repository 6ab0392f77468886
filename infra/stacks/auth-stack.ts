import { RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccountRecovery, UserPool, UserPoolGroup, type UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { ADMIN_GROUP } from '../../functions/http/auth-context';

/** The Cognito user pool: e-mail is the username, `admin` is the spec's admin role. */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);

    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      // Accounts are created by POST /api/auth/register (profile + user, or neither).
      selfSignUpEnabled: false,
      autoVerify: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        // Not required: a pool's required attributes can never change; the API validates names.
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: 6,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.webClient = this.userPool.addClient('WebClient', {
      // The SPA signs in with USER_PASSWORD_AUTH, the one flow cognito-local also supports.
      authFlows: { userPassword: true },
      disableOAuth: true,
      generateSecret: false,
      preventUserExistenceErrors: true,
    });

    new UserPoolGroup(this, 'AdminGroup', {
      userPool: this.userPool,
      groupName: ADMIN_GROUP,
      description: 'Administradores da plataforma',
    });

    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason: "The product spec mandates passwords of 'minimum 6 characters' with no complexity rules.",
      },
      {
        id: 'AwsSolutions-COG2',
        reason: 'The product spec has no second factor in sign-in; MFA arrives only with SPA screens for it.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Cost decision: Essentials tier at launch; the Plus tier (threat protection) is billed per active user.',
      },
    );
  }
}
