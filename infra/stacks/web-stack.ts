import { existsSync } from 'node:fs';
import {
  CfnOutput,
  DefaultStackSynthesizer,
  Duration,
  RemovalPolicy,
  Stack,
  Validations,
  type CfnResource,
  type StackProps,
} from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import { ParameterTier, StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { prerenderedPages } from '../../functions/contracts/prerendered-pages';
import {
  buildScriptHashes,
  contentSecurityPolicy,
  FILE_POLICY,
} from '../../functions/platform/config/content-security-policy';
import { ORIGIN_VERIFY_HEADER } from '../../functions/platform/http/origin-check';
import { VIEWER_ADDRESS_HEADER } from '../../functions/platform/http/viewer-address';
import { appOriginsParameterName } from '../app-origins';
import { originSecretValue } from '../origin-secret';
import { webDist } from '../paths';
import type { StageConfig } from '../stage-config';
import { uploadsBucketName } from '../uploads-bucket';

export interface WebStackProps extends StackProps {
  config: StageConfig;
  userPool: IUserPool;
  webClient: IUserPoolClient;
  /** Host name of the HTTP API, served under /api/* from the same origin as the SPA. */
  apiDomainName: string;
  /** The edge stack's web ACL (us-east-1), by a cross-region reference. */
  webAclArn: string;
}

/**
 * The prerendered pages (functions/contracts/prerendered-pages.ts) get their own files and every other
 * client-side route (no file extension) the SPA shell, index.html. Done per request on the SPA
 * behaviour rather than with distribution-wide error responses, which would also turn API 403/404 into
 * HTML.
 */
export const SPA_REWRITE = `function handler(event) {
  var request = event.request;
  var pages = ${JSON.stringify(prerenderedPages)};
  var page = pages[request.uri.replace(/\\/+$/, '') || '/'];
  if (page) request.uri = '/' + page;
  else if (request.uri.split('/').pop().indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/**
 * On /api/*: the viewer's address in a header of ours, replacing any the viewer sent (the per-client
 * sign-up limit and the impersonation record read it: functions/platform/http/viewer-address.ts).
 */
export const VIEWER_ADDRESS = `function handler(event) {
  var request = event.request;
  request.headers[${JSON.stringify(VIEWER_ADDRESS_HEADER)}] = { value: event.viewer.ip };
  return request;
}`;

/** The uploads bucket's CORS origin on a stage without a custom domain or appOrigins. */
export const CLOUDFRONT_ORIGINS = 'https://*.cloudfront.net';

const splitOrigins = (list: string): string[] =>
  list
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

/** The SPA on a private bucket behind CloudFront, with /api/* forwarded to the HTTP API. */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly bucket: Bucket;
  readonly uploadsBucket: Bucket;
  readonly appOriginsParameter: StringParameter;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;

    const logBucket = new Bucket(this, 'AccessLogBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logs are delivered with ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(config.isProduction ? 365 : 90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it into itself would loop.',
    });

    this.bucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logBucket,
      serverAccessLogsPrefix: 's3/site/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // Admins' uploads (images and files of materials): written by the browser with a presigned POST
    // (hence CORS from the app's origins), read by users through CloudFront at /uploads/*.
    this.uploadsBucket = new Bucket(this, 'UploadsBucket', {
      bucketName: uploadsBucketName(this, config.stage),
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logBucket,
      serverAccessLogsPrefix: 's3/uploads/',
      // An overwritten or deleted file can be brought back for 90 days (docs/operations.md, section 7).
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(90) }],
      cors: [
        {
          allowedMethods: [HttpMethods.POST],
          // Without a custom domain the site's origin is the distribution's, which serves this bucket:
          // naming it here would be a cycle. Any CloudFront domain may then POST, which grants nothing: a
          // write still needs a presigned policy from the admin API, for one key, type and size.
          allowedOrigins: config.appOrigins ? splitOrigins(config.appOrigins) : [CLOUDFRONT_ORIGINS],
          allowedHeaders: ['*'],
          maxAge: 3000,
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(SPA_REWRITE),
      comment: 'Serve the prerendered pages and index.html for client-side routes',
    });
    const viewerAddress = new CloudFrontFunction(this, 'ViewerAddress', {
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(VIEWER_ADDRESS),
      comment: "Pass the viewer's address to the API in a header the viewer cannot set",
    });

    const responseHeadersPolicy = this.siteHeaders(uploadsBucketName(this, config.stage));
    const fileHeaders = this.fileHeaders();
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket);

    const customDomain = config.domainName
      ? {
          domainNames: [config.domainName],
          certificate: Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn),
        }
      : {};

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Rumo Estratégico (${config.stage})`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // South American edge locations are only in the "All" price class.
      priceClass: PriceClass.PRICE_CLASS_ALL,
      enableLogging: true,
      logBucket,
      logFilePrefix: 'cloudfront/',
      webAclId: props.webAclArn,
      ...customDomain,
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/uploads/*': {
          origin: S3BucketOrigin.withOriginAccessControl(this.uploadsBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          // Includes X-Content-Type-Options: nosniff (files are served as the type they were granted).
          responseHeadersPolicy: fileHeaders,
          compress: true,
        },
        // The seed's documents and images, framed by the file items like the uploads.
        '/learning/*': {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: fileHeaders,
          compress: true,
        },
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            // Overrides a viewer's header of the same name; the API refuses requests without it.
            customHeaders: { [ORIGIN_VERIFY_HEADER]: originSecretValue(config.stage) },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Forwards Authorization and X-Impersonate-User; the Host header must be the API's own.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy,
          compress: true,
          functionAssociations: [{ function: viewerAddress, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'No geo restriction: the audience is Brazilian but customers travel and nothing legal requires blocking.',
    });
    if (!config.domainName) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason: 'default CloudFront certificate until a custom domain is configured via context domainName',
      });
    }

    const sources: ISource[] = [
      Source.jsonData('config.json', {
        region: this.region,
        userPoolId: props.userPool.userPoolId,
        userPoolClientId: props.webClient.userPoolClientId,
        contentGeneration: 'bedrock',
        ...(config.legal ? { legal: config.legal } : {}),
      }),
    ];
    // Synth must work without a web build; a deploy without one ships only config.json.
    if (existsSync(webDist)) sources.unshift(Source.asset(webDist));

    new BucketDeployment(this, 'DeploySite', {
      sources,
      destinationBucket: this.bucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    this.acknowledgeDeployHelper();

    const siteUrl = `https://${config.domainName || this.distribution.distributionDomainName}`;
    // The app's origins for the functions that need them at run time (infra/app-origins.ts): the
    // distribution's domain is known only here, and the api and auth stacks are deployed before this one.
    this.appOriginsParameter = new StringParameter(this, 'AppOrigins', {
      parameterName: appOriginsParameterName(config.stage),
      description: `Rumo ${config.stage}: the app's origins (checkout return URLs, e-mail links)`,
      stringValue: [...new Set([siteUrl, ...splitOrigins(config.appOrigins)])].join(','),
      tier: ParameterTier.STANDARD,
    });

    new CfnOutput(this, 'SiteUrl', { value: siteUrl });
    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
  }

  /**
   * The security headers of AWS's managed SecurityHeadersPolicy (frames denied rather than same-origin)
   * plus the site's Content-Security-Policy, whose script hashes come from the web build being deployed.
   */
  private siteHeaders(uploadsBucket: string): ResponseHeadersPolicy {
    const csp = contentSecurityPolicy({
      scriptHashes: buildScriptHashes(webDist),
      connectOrigins: [
        `https://cognito-idp.${this.region}.amazonaws.com`,
        // The admins' presigned POSTs (functions/platform/uploads/s3-file-store.ts).
        `https://${uploadsBucket}.s3.${this.region}.amazonaws.com`,
      ],
    });
    return new ResponseHeadersPolicy(this, 'SiteHeaders', {
      comment: 'Security headers and the Content-Security-Policy (decision 0042)',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: false,
          override: true,
        },
        xssProtection: { protection: true, modeBlock: true, override: true },
      },
    });
  }

  /** The framed files' headers (FILE_POLICY): the same, but the site itself may frame them. */
  private fileHeaders(): ResponseHeadersPolicy {
    return new ResponseHeadersPolicy(this, 'FileHeaders', {
      comment: 'Framed files: security headers, framed by the site only (decision 0042)',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: FILE_POLICY, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.SAMEORIGIN, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: false,
          override: true,
        },
        xssProtection: { protection: true, modeBlock: true, override: true },
      },
    });
  }

  /**
   * BucketDeployment runs a provider Lambda that aws-cdk-lib defines (runtime, role and grants) as
   * a singleton at stack level. Its findings are acknowledged one by one on that helper only.
   */
  private acknowledgeDeployHelper(): void {
    const helper = this.node.children.find((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    if (!helper) throw new Error('BucketDeployment helper not found: update acknowledgeDeployHelper');
    const siteBucketId = this.getLogicalId(this.bucket.node.defaultChild as CfnResource);
    const assetBucket = `cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-<AWS::AccountId>-${this.region}`;
    const wildcardReason =
      'BucketDeployment provider (aws-cdk-lib): reads the CDK asset bucket, syncs the site bucket and invalidates the distribution, during deployments only.';
    Validations.of(helper).acknowledge(
      {
        id: 'AwsSolutions-L1',
        reason: 'The BucketDeployment provider runtime is chosen by aws-cdk-lib and updated with it.',
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'The BucketDeployment provider role is defined by aws-cdk-lib; it only writes its own logs.',
      },
      ...[
        'Action::s3:GetBucket*',
        'Action::s3:GetObject*',
        'Action::s3:List*',
        'Action::s3:Abort*',
        'Action::s3:DeleteObject*',
        `Resource::arn:aws:s3:::${assetBucket}/*`,
        `Resource::<${siteBucketId}.Arn>/*`,
        'Resource::*',
      ].map((finding) => ({ id: `AwsSolutions-IAM5[${finding}]`, reason: wildcardReason })),
    );
  }
}
