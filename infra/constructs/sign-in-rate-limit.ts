import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { EDGE_RATE_LIMITS } from '../stage-config';

/**
 * The Cognito operations a browser calls to sign in, sign up, confirm, reset a password or answer a
 * challenge (the X-Amz-Target header's operation), as one WAF regular expression.
 */
export const SIGN_IN_OPERATIONS = [
  'InitiateAuth',
  'RespondToAuthChallenge',
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'ForgotPassword',
  'ConfirmForgotPassword',
];
export const SIGN_IN_TARGET_PATTERN = `^AWSCognitoIdentityProviderService\\.(?:${SIGN_IN_OPERATIONS.join('|')})$`;

/**
 * Sign-in goes from the browser to Cognito, not through CloudFront: the user pool gets a regional web
 * ACL of its own with a per-IP limit on those operations (decision 0042).
 */
export class SignInRateLimit extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: { stage: string; userPool: IUserPool }) {
    super(scope, id);
    const name = `rumo-${props.stage}-sign-in`;
    const visibility = (metricName: string) => ({
      cloudWatchMetricsEnabled: true,
      metricName,
      sampledRequestsEnabled: true,
    });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name,
      description: `Rumo ${props.stage}: per-IP limit on sign-in and sign-up calls to the user pool`,
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(name),
      rules: [
        {
          name: 'SignInRateLimit',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: EDGE_RATE_LIMITS.signIn,
              evaluationWindowSec: EDGE_RATE_LIMITS.windowSeconds,
              scopeDownStatement: {
                regexMatchStatement: {
                  fieldToMatch: { singleHeader: { Name: 'x-amz-target' } },
                  regexString: SIGN_IN_TARGET_PATTERN,
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
          visibilityConfig: visibility('SignInRateLimit'),
        },
      ],
    });
    new CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.userPool.userPoolArn,
      webAclArn: this.webAcl.attrArn,
    });
  }
}
