import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, routeKey } from '../../functions/routes';
import { FILE_POLICY, FRAMED_FILE_PREFIXES } from '../../functions/platform/config/content-security-policy';
import { ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER } from '../../functions/platform/http/origin-check';
import { SIGN_IN_TARGET_PATTERN } from '../../infra/constructs/sign-in-rate-limit';
import { totalReservedConcurrency } from '../../infra/reserved-concurrency';
import { aiRoutesPattern, MANAGED_RULE_GROUPS, SIGN_UP_PREFIX } from '../../infra/stacks/edge-stack';
import { ACCOUNT_CONCURRENCY, EDGE_RATE_LIMITS, RESERVED_CONCURRENCY } from '../../infra/stage-config';
import { synthApp, type SynthesizedApp } from './synth-app';

type Resource = { Type: string; Properties: Record<string, any> };
const SYNTH_TIMEOUT = 120_000;

const resourcesOf = (template: Template, type: string): [string, Resource][] =>
  Object.entries(template.findResources(type)) as [string, Resource][];

/** A template value as text, tokens included (Fn::Join parts, dynamic references). */
const text = (value: unknown): string => JSON.stringify(value);

describe('the edge (issue #35, decision 0042)', () => {
  let synth: SynthesizedApp;
  let edge: Template;
  let web: Template;
  let api: Template;

  beforeAll(() => {
    synth = synthApp();
    edge = Template.fromStack(synth.edge);
    web = Template.fromStack(synth.web);
    api = Template.fromStack(synth.api);
  }, SYNTH_TIMEOUT);

  afterAll(() => synth?.dispose());

  it('leaves no unacknowledged cdk-nag finding', () => {
    expect(synth.violations).toEqual([]);
  });

  it("traces the cross-region reference's functions, created while references resolve", () => {
    for (const template of [edge, web]) {
      const functions = resourcesOf(template, 'AWS::Lambda::Function');
      expect(functions.length).toBeGreaterThan(0);
      for (const [id, fn] of functions) expect(fn.Properties.TracingConfig, id).toEqual({ Mode: 'Active' });
    }
  });

  describe('web ACL', () => {
    it('is a CLOUDFRONT-scope ACL in us-east-1, attached to the distribution', () => {
      expect(synth.edge.region).toBe('us-east-1');
      const [[, acl]] = resourcesOf(edge, 'AWS::WAFv2::WebACL') as [[string, Resource]];
      expect(acl.Properties.Scope).toBe('CLOUDFRONT');
      expect(acl.Properties.DefaultAction).toEqual({ Allow: {} });
      const [[, distribution]] = resourcesOf(web, 'AWS::CloudFront::Distribution') as [[string, Resource]];
      // The ARN arrives by the cross-region reference: an SSM parameter written by the edge stack.
      expect(distribution.Properties.DistributionConfig.WebACLId).toEqual({
        'Fn::GetAtt': [
          expect.stringMatching(/^ExportsReader/),
          expect.stringMatching(/^\/cdk\/exports\/rumo-dev-web\/.*WebAclArn/),
        ],
      });
    });

    it('limits requests per client IP: in general, on sign-up and on the AI routes', () => {
      const [[, acl]] = resourcesOf(edge, 'AWS::WAFv2::WebACL') as [[string, Resource]];
      const rules = acl.Properties.Rules as any[];
      const rate = (name: string) => rules.find((rule) => rule.Name === name).Statement.RateBasedStatement;
      for (const [name, limit] of [
        ['GeneralRateLimit', EDGE_RATE_LIMITS.general],
        ['SignUpRateLimit', EDGE_RATE_LIMITS.signUp],
        ['AiRateLimit', EDGE_RATE_LIMITS.ai],
      ] as const) {
        expect(rate(name), name).toMatchObject({
          AggregateKeyType: 'IP',
          Limit: limit,
          EvaluationWindowSec: EDGE_RATE_LIMITS.windowSeconds,
        });
        const rule = rules.find((candidate) => candidate.Name === name);
        expect(rule.Action.Block.CustomResponse.ResponseCode, name).toBe(429);
      }
      expect(rate('GeneralRateLimit').ScopeDownStatement).toBeUndefined();
      expect(rate('SignUpRateLimit').ScopeDownStatement.ByteMatchStatement).toMatchObject({
        SearchString: SIGN_UP_PREFIX,
        PositionalConstraint: 'STARTS_WITH',
      });
      expect(text(rate('AiRateLimit').ScopeDownStatement)).toContain(
        aiRoutesPattern().replace(/\\/g, '\\\\'),
      );
      // The tighter limits are evaluated before the general one.
      const priority = (name: string) => rules.find((rule) => rule.Name === name).Priority;
      expect(priority('SignUpRateLimit')).toBeLessThan(priority('GeneralRateLimit'));
      expect(priority('AiRateLimit')).toBeLessThan(priority('GeneralRateLimit'));
      const body = JSON.parse(acl.Properties.CustomResponseBodies['rate-limited'].Content);
      expect(body).toMatchObject({ code: 'RATE_LIMIT', details: null });
      expect(body.message).toMatch(/^Muitas tentativas/);
    });

    it('runs the IP reputation list and the managed rule groups', () => {
      const [[, acl]] = resourcesOf(edge, 'AWS::WAFv2::WebACL') as [[string, Resource]];
      const managed = (acl.Properties.Rules as any[])
        .filter((rule) => rule.Statement.ManagedRuleGroupStatement)
        .map((rule) => rule.Statement.ManagedRuleGroupStatement.Name);
      expect(managed).toEqual(['AWSManagedRulesAmazonIpReputationList', ...MANAGED_RULE_GROUPS]);
    });

    it('scopes the AI limit to the routes that call the model or start a workflow', () => {
      const pattern = new RegExp(aiRoutesPattern());
      const sample = (path: string) => path.replace(/\{[^}]+\}/g, 'id-123');
      const matched = routes.filter((route) => pattern.test(sample(route.path)) && route.method === 'POST');
      const keys = matched.map(routeKey);
      expect(keys).toEqual(
        expect.arrayContaining([
          'POST /api/analyses/{resultId}/sections/{sectionKey}',
          'POST /api/action-plans/{planId}/items/{itemId}/genius',
          'POST /api/analyses/{resultId}/generate',
          'POST /api/dossier/generate',
        ]),
      );
      expect(pattern.test('/api/me')).toBe(false);
      expect(pattern.test('/api/analyses/r1')).toBe(false);
      expect(pattern.test('/api/analyses/r1/sections/s1/extra')).toBe(false);
    });
  });

  it("limits each IP's sign-in calls to the user pool with a regional web ACL", () => {
    const auth = Template.fromStack(synth.auth);
    const [[aclId, acl]] = resourcesOf(auth, 'AWS::WAFv2::WebACL') as [[string, Resource]];
    expect(acl.Properties.Scope).toBe('REGIONAL');
    expect(acl.Properties.Rules[0].Statement.RateBasedStatement).toMatchObject({
      AggregateKeyType: 'IP',
      Limit: EDGE_RATE_LIMITS.signIn,
      ScopeDownStatement: {
        RegexMatchStatement: {
          FieldToMatch: { SingleHeader: { Name: 'x-amz-target' } },
          RegexString: SIGN_IN_TARGET_PATTERN,
        },
      },
    });
    auth.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      WebACLArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
      ResourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^UserPool'), 'Arn'] },
    });
  });

  describe('API only through CloudFront', () => {
    it("sends the origin secret from Secrets Manager on the distribution's API origin", () => {
      const [[, distribution]] = resourcesOf(web, 'AWS::CloudFront::Distribution') as [[string, Resource]];
      const origins = distribution.Properties.DistributionConfig.Origins as any[];
      const apiOrigin = origins.find((origin) => origin.CustomOriginConfig);
      expect(apiOrigin.OriginCustomHeaders).toEqual([
        {
          HeaderName: ORIGIN_VERIFY_HEADER,
          HeaderValue: '{{resolve:secretsmanager:rumo/dev/origin-verify:SecretString:::}}',
        },
      ]);
      for (const origin of origins.filter((candidate) => !candidate.CustomOriginConfig)) {
        expect(origin.OriginCustomHeaders, origin.Id).toBeUndefined();
      }
    });

    it('gives every API area function the same secret, generated by Secrets Manager', () => {
      api.hasResourceProperties('AWS::SecretsManager::Secret', {
        Name: 'rumo/dev/origin-verify',
        GenerateSecretString: { PasswordLength: 48, ExcludePunctuation: true },
      });
      for (const [area, fn] of synth.api.areaFunctions) {
        const resolved = Template.fromStack(synth.api).toJSON().Resources[
          synth.api.getLogicalId(fn.fn.node.defaultChild as any)
        ] as Resource;
        expect(text(resolved.Properties.Environment.Variables[ORIGIN_VERIFY_ENV]), area).toMatch(
          /resolve:secretsmanager:.*SecretString/,
        );
      }
    });
  });

  describe('Content-Security-Policy', () => {
    const policies = () => {
      const all = resourcesOf(web, 'AWS::CloudFront::ResponseHeadersPolicy');
      const find = (comment: RegExp) =>
        all.find(([, policy]) => comment.test(policy.Properties.ResponseHeadersPolicyConfig.Comment))!;
      return { site: find(/^Security headers/), files: find(/^Framed files/), count: all.length };
    };

    it('on the pages: no inline script but the boot scripts, no framing', () => {
      const [, policy] = policies().site;
      const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
      const csp = text(headers.ContentSecurityPolicy.ContentSecurityPolicy);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
      expect(scriptSrc).toMatch(/^'self'/);
      expect(scriptSrc).not.toContain('unsafe');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain('https://cognito-idp.sa-east-1.amazonaws.com');
      expect(headers.ContentSecurityPolicy.Override).toBe(true);
      expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
      expect(headers.ContentTypeOptions).toEqual({ Override: true });
      expect(headers.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 31_536_000 });
    });

    it('is sent on every behaviour: the framed files may be framed by the site only', () => {
      const { site, files, count } = policies();
      expect(count).toBe(2);
      const fileHeaders = files[1].Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
      expect(fileHeaders.ContentSecurityPolicy.ContentSecurityPolicy).toBe(FILE_POLICY);
      expect(fileHeaders.FrameOptions).toEqual({ FrameOption: 'SAMEORIGIN', Override: true });

      const [[, distribution]] = resourcesOf(web, 'AWS::CloudFront::Distribution') as [[string, Resource]];
      const config = distribution.Properties.DistributionConfig;
      const policyOf = Object.fromEntries(
        [config.DefaultCacheBehavior, ...config.CacheBehaviors].map((behavior) => [
          behavior.PathPattern ?? 'default',
          behavior.ResponseHeadersPolicyId,
        ]),
      );
      expect(policyOf).toEqual({
        default: { Ref: site[0] },
        '/api/*': { Ref: site[0] },
        ...Object.fromEntries(FRAMED_FILE_PREFIXES.map((prefix) => [`${prefix}*`, { Ref: files[0] }])),
      });
    });
  });

  describe('reserved concurrency', () => {
    it('caps the functions that call the model and leaves the account its unreserved minimum', () => {
      expect(totalReservedConcurrency()).toBeLessThanOrEqual(
        ACCOUNT_CONCURRENCY.limit - ACCOUNT_CONCURRENCY.unreservedMinimum,
      );
      const reserved = (template: Template) =>
        resourcesOf(template, 'AWS::Lambda::Function')
          .map(([, fn]) => fn.Properties.ReservedConcurrentExecutions)
          .filter((count) => count !== undefined);
      expect(reserved(api).sort()).toEqual(Object.values(RESERVED_CONCURRENCY.areas).sort());
      expect(reserved(Template.fromStack(synth.workflows)).sort()).toEqual(
        Object.values(RESERVED_CONCURRENCY.workflowTasks).sort(),
      );
    });
  });
});

describe('sign-in limit on the user pool', () => {
  it('matches the Cognito operations of signing in and up, not the others', () => {
    const pattern = new RegExp(SIGN_IN_TARGET_PATTERN);
    for (const operation of ['InitiateAuth', 'SignUp', 'ForgotPassword', 'ConfirmSignUp']) {
      expect(pattern.test(`AWSCognitoIdentityProviderService.${operation}`), operation).toBe(true);
    }
    expect(pattern.test('AWSCognitoIdentityProviderService.GetUser')).toBe(false);
    expect(pattern.test('AWSCognitoIdentityProviderService.InitiateAuthX')).toBe(false);
  });
});
