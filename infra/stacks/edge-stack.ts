import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { errorsMessages } from '../../functions/contracts/messages/errors';
import { routes, routeKey, type RouteDefinition } from '../../functions/routes';
import { permissionsFor } from '../route-permissions';
import { EDGE_RATE_LIMITS } from '../stage-config';

/** The region of every CLOUDFRONT-scope web ACL. */
export const EDGE_REGION = 'us-east-1';

/** The prefix of the sign-up routes (and of whatever the sign-up flow adds under it). */
export const SIGN_UP_PREFIX = '/api/auth/';

/** AWS managed rule groups, in evaluation order after the IP reputation list. */
export const MANAGED_RULE_GROUPS = ['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet'];

/**
 * The users' routes whose work costs model calls: those that call the model in the request or start a
 * workflow (infra/route-permissions.ts), as one WAF regular expression on the URI path.
 */
export function aiRoutesPattern(): string {
  // Users' routes: an admin's workflow (a question's deletion) is no model call anyone can repeat.
  const ai = (routes as readonly RouteDefinition[]).filter((route) => {
    const permissions = permissionsFor(route);
    return route.access !== 'admin' && (permissions.invokesModel || permissions.startsWorkflows.length > 0);
  });
  const notPost = ai.filter((route) => route.method !== 'POST').map(routeKey);
  if (notPost.length)
    throw new Error(`edge: AI routes must be POST for the rule's scope: ${notPost.join(', ')}`);
  const paths = ai.map((route) => route.path.replace(/\{[^}]+\}/g, '[^/]+'));
  const pattern = `^(?:${[...new Set(paths)].join('|')})$`;
  // WAF's limit on a regular expression statement.
  if (pattern.length > 512)
    throw new Error(`edge: the AI routes' pattern is ${pattern.length} characters (max 512)`);
  return pattern;
}

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const RATE_LIMITED_BODY = 'rate-limited';

const rateRule = (
  name: string,
  priority: number,
  limit: number,
  scopeDownStatement?: CfnWebACL.StatementProperty,
): CfnWebACL.RuleProperty => ({
  name,
  priority,
  action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: RATE_LIMITED_BODY } } },
  statement: {
    rateBasedStatement: {
      aggregateKeyType: 'IP',
      limit,
      evaluationWindowSec: EDGE_RATE_LIMITS.windowSeconds,
      ...(scopeDownStatement ? { scopeDownStatement } : {}),
    },
  },
  visibilityConfig: visibility(name),
});

const lowercase = [{ priority: 0, type: 'LOWERCASE' }];

export interface EdgeStackProps extends StackProps {
  stage: string;
}

/**
 * The CloudFront distribution's web ACL (CLOUDFRONT scope, hence us-east-1; decision 0042): Amazon's IP
 * reputation list, per-IP rate limits (EDGE_RATE_LIMITS, stage-config.ts) and AWS managed rule groups.
 * Its ARN reaches the web stack by a cross-region reference.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const managed = (name: string, priority: number, overrides: string[] = []): CfnWebACL.RuleProperty => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ...(overrides.length
            ? { ruleActionOverrides: overrides.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
            : {}),
        },
      },
      visibilityConfig: visibility(name),
    });

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `rumo-${props.stage}-edge`,
      description: `Rumo ${props.stage}: rate limits and managed rules of the distribution`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`rumo-${props.stage}-edge`),
      customResponseBodies: {
        [RATE_LIMITED_BODY]: {
          contentType: 'APPLICATION_JSON',
          // WAF answers a fixed body: the error shape without the moment (the client shows the message).
          content: JSON.stringify({
            code: 'RATE_LIMIT',
            message: errorsMessages.rateLimit,
            details: null,
            timestamp: '',
          }),
        },
      },
      rules: [
        managed('AWSManagedRulesAmazonIpReputationList', 0),
        rateRule('SignUpRateLimit', 1, EDGE_RATE_LIMITS.signUp, {
          byteMatchStatement: {
            fieldToMatch: { uriPath: {} },
            positionalConstraint: 'STARTS_WITH',
            searchString: SIGN_UP_PREFIX,
            textTransformations: lowercase,
          },
        }),
        rateRule('AiRateLimit', 2, EDGE_RATE_LIMITS.ai, {
          andStatement: {
            statements: [
              {
                byteMatchStatement: {
                  fieldToMatch: { method: {} },
                  positionalConstraint: 'EXACTLY',
                  searchString: 'POST',
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
              {
                regexMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  regexString: aiRoutesPattern(),
                  textTransformations: lowercase,
                },
              },
            ],
          },
        }),
        rateRule('GeneralRateLimit', 3, EDGE_RATE_LIMITS.general),
        // Bodies above 8 KB are legitimate here (diagnostic answers, admins' module content): counted only.
        managed(MANAGED_RULE_GROUPS[0]!, 4, ['SizeRestrictions_BODY']),
        managed(MANAGED_RULE_GROUPS[1]!, 5),
      ],
    });
  }
}
