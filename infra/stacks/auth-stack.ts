import { RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  UserPool,
  UserPoolGroup,
  UserPoolEmail,
  UserPoolOperation,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { ADMIN_GROUP } from '../../functions/platform/http/auth-context';
import { appOriginsAccess } from '../app-origins';
import { ApiFunction } from '../constructs/api-function';
import { triggerEntry } from '../paths';
import type { StageConfig } from '../stage-config';

export interface AuthStackProps extends StackProps {
  config: StageConfig;
  alarmTopic: ITopic;
}

/** The Cognito user pool: e-mail is the username, `admin` is the spec's admin role. */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;
  /** The client public sign-ups go through (the auth function only, never the SPA): decision 0044. */
  readonly signUpClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      // Public sign-ups are Cognito's SignUp made by the auth function (POST /api/auth/register and
      // /trial-signup, counted per client address): an unconfirmed user who gets an e-mailed code; the
      // account and a trial exist only once it is confirmed (decision 0044).
      selfSignUpEnabled: true,
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
      // Through SES when the stage names a verified sender (required for prod: stage-config.ts);
      // else Cognito's own sender, 50 e-mails a day. The texts are the CustomMessage trigger's either way.
      ...(config.ses
        ? {
            email: UserPoolEmail.withSES({
              fromEmail: config.ses.fromEmail,
              fromName: config.ses.fromName,
              ...(config.ses.replyTo ? { replyTo: config.ses.replyTo } : {}),
              ...(config.ses.verifiedDomain ? { sesVerifiedDomain: config.ses.verifiedDomain } : {}),
              sesRegion: config.ses.region,
            }),
          }
        : {}),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // The reset e-mail links to /reset-password with the e-mail and the code on the app's first origin
    // (see the trigger): the context's, or the web stack's SSM parameter, read when the e-mail is sent.
    const origins = appOriginsAccess(this, config);
    const customMessage = new ApiFunction(this, 'CustomMessage', {
      entry: triggerEntry('custom-message'),
      description: `Cognito CustomMessage: sign-up code and password-reset e-mails (${props.config.stage})`,
      environment: origins.environment,
      alarmTopic: props.alarmTopic,
      logRetention: props.config.isProduction ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_MONTH,
      logRemovalPolicy: props.config.isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      memorySize: 256,
    });
    for (const statement of origins.statements) customMessage.addToRolePolicy(statement);
    this.userPool.addTrigger(UserPoolOperation.CUSTOM_MESSAGE, customMessage.fn);

    this.webClient = this.userPool.addClient('WebClient', {
      // The SPA signs in with USER_PASSWORD_AUTH, the one flow cognito-local also supports.
      authFlows: { userPassword: true },
      disableOAuth: true,
      generateSecret: false,
      preventUserExistenceErrors: true,
      // The API changes names (and nobody changes an e-mail): a user's own token may not rewrite the
      // e-mail Cognito signs in with, which would also send Cognito's untranslated verification e-mail.
      writeAttributes: new ClientAttributes().withStandardAttributes({ givenName: true, familyName: true }),
    });

    // SignUp writes the e-mail and the names, which the web client may not write (see above): the auth
    // function signs people up through this client, which signs nobody in (refresh only, no flow).
    this.signUpClient = this.userPool.addClient('SignUpClient', {
      authFlows: { userPassword: false },
      disableOAuth: true,
      generateSecret: false,
      preventUserExistenceErrors: true,
      writeAttributes: new ClientAttributes().withStandardAttributes({
        email: true,
        givenName: true,
        familyName: true,
      }),
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
