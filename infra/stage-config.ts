import type { Node } from 'constructs';

/** Everything that differs between stages, read from CDK context (cdk.json or `-c key=value`). */
export interface StageConfig {
  stage: string;
  region: string;
  /** Custom domain of the web distribution; empty means the default CloudFront domain. */
  domainName: string;
  /** ACM certificate for `domainName`; CloudFront only accepts certificates from us-east-1. */
  certificateArn: string;
  bedrockModelId: string;
  stripeSecretName: string;
  /**
   * Secrets Manager secret holding the PageSpeed Insights API key (the website analysis's performance);
   * empty = the performance block says the measurement is not configured.
   */
  pagespeedSecretName: string;
  /** The one Stripe price every plan is sold at; empty = checkout answers a configuration error. */
  stripePriceId: string;
  /**
   * Origins checkout and the portal may return the browser to: context `appOrigins` (comma
   * separated) or else `https://<domainName>`. Empty without either: see README (deploying).
   */
  appOrigins: string;
  /** Where alarms are e-mailed; empty means alarms only go to the SNS topic. */
  alarmEmail: string;
  isProduction: boolean;
}

const DEFAULT_REGION = 'sa-east-1';

function text(node: Node, key: string, fallback = ''): string {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string`);
  return value.trim();
}

export function readStageConfig(node: Node): StageConfig {
  const stage = text(node, 'stage', 'dev');
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) {
    throw new Error(`Context "stage" must be lower-case letters, digits or dashes (got "${stage}")`);
  }
  const domainName = text(node, 'domainName');
  const certificateArn = text(node, 'certificateArn');
  if (domainName && !certificateArn) {
    throw new Error(
      `Context "domainName" (${domainName}) needs "certificateArn": an ACM certificate in us-east-1`,
    );
  }
  return {
    stage,
    region: text(node, 'region', DEFAULT_REGION) || DEFAULT_REGION,
    domainName,
    certificateArn,
    bedrockModelId: text(node, 'bedrockModelId'),
    stripeSecretName: text(node, 'stripeSecretName'),
    pagespeedSecretName: text(node, 'pagespeedSecretName'),
    stripePriceId: text(node, 'stripePriceId'),
    appOrigins: text(node, 'appOrigins') || (domainName ? `https://${domainName}` : ''),
    alarmEmail: text(node, 'alarmEmail'),
    isProduction: stage === 'prod',
  };
}
