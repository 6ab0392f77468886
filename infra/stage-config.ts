import type { Node } from 'constructs';
import type { Area } from '../functions/routes';
import type { LegalContact } from '../functions/contracts/legal';
import { PRODUCT_NAME } from '../functions/contracts/product';
import {
  DEFAULT_BEDROCK_LIGHT_MODEL_ID,
  DEFAULT_BEDROCK_MODEL_ID,
} from '../functions/platform/config/runtime';
import { SWEEP_EVERY_MINUTES } from '../functions/platform/config/workflows';

/**
 * How Cognito sends the stage's e-mails through Amazon SES (context `sesFromEmail` and the optional
 * `sesFromName`, `sesReplyTo`, `sesVerifiedDomain`, `sesRegion`). The identity must be verified in SES
 * in `region`, in the stage's account: docs/operations.md, "E-mail (SES)".
 */
export interface SesEmailConfig {
  /** The sender address, a verified SES identity (or on a verified domain). */
  fromEmail: string;
  /** The sender's display name (default: the product name). */
  fromName: string;
  /** Where replies go; empty = to `fromEmail`. */
  replyTo: string;
  /** The verified SES domain of `fromEmail`; empty = the address itself is the verified identity. */
  verifiedDomain: string;
  /** The SES region (default: the stage region). */
  region: string;
}

/** Everything that differs between stages, read from CDK context (cdk.json or `-c key=value`). */
export interface StageConfig {
  stage: string;
  region: string;
  /** Custom domain of the web distribution; empty means the default CloudFront domain. */
  domainName: string;
  /** ACM certificate for `domainName`; CloudFront only accepts certificates from us-east-1. */
  certificateArn: string;
  /**
   * The Bedrock model of the heavy AI tasks (analyses, dossier) and of the light ones (Genius, founder
   * sections): context `bedrockModelId` and `bedrockLightModelId`, else the runtime's defaults
   * (functions/platform/config/runtime.ts). A model id, a geographic (`us.`, `eu.`…) or a `global.`
   * cross-Region inference profile id; infra/constructs/model-access.ts grants what each needs.
   */
  bedrockModelId: string;
  bedrockLightModelId: string;
  stripeSecretName: string;
  /**
   * Secrets Manager secret holding the PageSpeed Insights API key (the website analysis's performance);
   * empty = the performance block says the measurement is not configured.
   */
  pagespeedSecretName: string;
  /**
   * The Instagram data source (docs/operations.md, "Instagram"): the Secrets Manager secret holding the
   * long-lived Graph API token and the operator's Instagram professional account id; either empty =
   * Instagram analyses stay 'EM BREVE'.
   */
  instagramTokenSecretName: string;
  instagramAccountId: string;
  /** The one Stripe price every plan is sold at; empty = checkout answers a configuration error. */
  stripePriceId: string;
  /**
   * The app's origins (checkout and portal return URLs, the reset e-mail's link, the uploads' CORS):
   * context `appOrigins` (comma separated) or else `https://<domainName>`. Empty without either: the
   * functions then read the web stack's SSM parameter at run time (infra/app-origins.ts).
   */
  appOrigins: string;
  /** Where alarms are e-mailed; empty means alarms only go to the SNS topic. */
  alarmEmail: string;
  /**
   * Model spend (decision 0056; docs/operations.md, "Emergency stop and model spend"): context
   * `modelSpendAlarmUsdPerHour`, the estimated model spend in one hour that raises the alarm;
   * `bedrockMonthlyBudgetUsd`, the AWS Budgets budget on the account's Bedrock cost per month (80% and
   * 100% actual, 100% forecast); `bedrockBudgetServices`, comma separated, the Cost Explorer services the
   * budget counts (default `Amazon Bedrock`; add the Marketplace names third-party models are billed
   * under, if the account's Cost Explorer shows them).
   */
  modelSpend: { alarmUsdPerHour: number; budgetUsdPerMonth: number; budgetServices: string[] };
  /**
   * The user pool's e-mail through SES; undefined = Cognito's own sender (50 e-mails a day),
   * which only non-production stages may use.
   */
  ses: SesEmailConfig | undefined;
  /**
   * The controller and its encarregado (DPO), shown on /privacidade and /termos through the web's
   * config.json (decision 0046): context `legalControllerName`, `legalCnpj`, `legalDpoName`,
   * `legalDpoEmail`. Required for prod; undefined elsewhere without them (the pages then say so).
   */
  legal: LegalContact | undefined;
  isProduction: boolean;
}

const DEFAULT_REGION = 'sa-east-1';
/** A plain address: no display name, no spaces, one @, a dot in the domain. */
const EMAIL_ADDRESS = /^[^\s@<>()",;:]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
const DOMAIN_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
const AWS_REGION = /^[a-z]{2}(-[a-z]+)+-\d$/;
/**
 * A Bedrock model or system inference profile id: `provider.model…`, optionally behind a profile prefix
 * (`global.`, `us.`…), letters, digits and `.-:` only. An ARN or a path would end up inside an IAM
 * resource ARN, so it is refused.
 */
const BEDROCK_MODEL_ID = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:[a-z0-9-]+)*$/i;

function text(node: Node, key: string, fallback = ''): string {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string`);
  return value.trim();
}

/** A positive amount in USD from the context (a number in cdk.json, a string from `-c`). */
function amount(node: Node, key: string, fallback: number): number {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return fallback;
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  if (!Number.isFinite(parsed) || parsed <= 0) {
    throw new Error(
      `Context "${key}" must be a positive amount in USD such as ${fallback} (got "${String(value)}")`,
    );
  }
  return parsed;
}

/** The defaults of the model spend alarm and budget: a journey costs at most US$ 0.30 (bench/README.md). */
export const MODEL_SPEND_DEFAULTS = {
  alarmUsdPerHour: 5,
  budgetUsdPerMonth: 300,
  budgetServices: ['Amazon Bedrock'],
} as const;

function modelId(node: Node, key: string, fallback: string): string {
  const value = text(node, key) || fallback;
  if (!BEDROCK_MODEL_ID.test(value)) {
    throw new Error(
      `Context "${key}" must be a Bedrock model or inference profile id such as ${fallback} (got "${value}")`,
    );
  }
  return value;
}

function readSesConfig(node: Node, isProduction: boolean, region: string): SesEmailConfig | undefined {
  // Domains are case-insensitive; SES and CDK compare them as written, so they are lower-cased.
  const fromEmail = text(node, 'sesFromEmail').replace(/@[^@]*$/, (domain) => domain.toLowerCase());
  const fromName = text(node, 'sesFromName');
  const replyTo = text(node, 'sesReplyTo');
  const verifiedDomain = text(node, 'sesVerifiedDomain').toLowerCase();
  const sesRegion = text(node, 'sesRegion');
  if (!fromEmail) {
    const orphan = Object.entries({
      sesFromName: fromName,
      sesReplyTo: replyTo,
      sesVerifiedDomain: verifiedDomain,
      sesRegion,
    })
      .filter(([, value]) => value)
      .map(([key]) => key);
    if (orphan.length > 0) {
      throw new Error(`Context ${orphan.map((key) => `"${key}"`).join(', ')} needs "sesFromEmail"`);
    }
    if (isProduction) {
      throw new Error(
        'Context "sesFromEmail" is required for the prod stage: a sender address verified in Amazon SES ' +
          '(Cognito\'s own sender allows 50 e-mails a day; docs/operations.md, "E-mail (SES)")',
      );
    }
    return undefined;
  }
  if (!EMAIL_ADDRESS.test(fromEmail)) {
    throw new Error(
      `Context "sesFromEmail" must be an e-mail address such as nao-responda@example.com.br (got "${fromEmail}")`,
    );
  }
  if (replyTo && !EMAIL_ADDRESS.test(replyTo)) {
    throw new Error(`Context "sesReplyTo" must be an e-mail address (got "${replyTo}")`);
  }
  if (verifiedDomain) {
    if (!DOMAIN_NAME.test(verifiedDomain)) {
      throw new Error(
        `Context "sesVerifiedDomain" must be a domain name such as example.com.br (got "${verifiedDomain}")`,
      );
    }
    const senderDomain = fromEmail.split('@')[1];
    if (senderDomain !== verifiedDomain) {
      throw new Error(
        `Context "sesFromEmail" (${fromEmail}) must be on the domain of "sesVerifiedDomain" (${verifiedDomain})`,
      );
    }
  }
  if (sesRegion && !AWS_REGION.test(sesRegion)) {
    throw new Error(`Context "sesRegion" must be an AWS region such as sa-east-1 (got "${sesRegion}")`);
  }
  return {
    fromEmail,
    fromName: fromName || PRODUCT_NAME,
    replyTo,
    verifiedDomain,
    region: sesRegion || region,
  };
}

const LEGAL_KEYS = {
  controllerName: 'legalControllerName',
  cnpj: 'legalCnpj',
  dpoName: 'legalDpoName',
  dpoEmail: 'legalDpoEmail',
} as const satisfies Record<keyof LegalContact, string>;

function readLegalContact(node: Node, isProduction: boolean): LegalContact | undefined {
  const values = Object.fromEntries(
    Object.entries(LEGAL_KEYS).map(([field, key]) => [field, text(node, key)]),
  ) as LegalContact;
  const missing = Object.entries(LEGAL_KEYS)
    .filter(([field]) => !values[field as keyof LegalContact])
    .map(([, key]) => `"${key}"`);
  if (missing.length === Object.keys(LEGAL_KEYS).length && !isProduction) return undefined;
  if (missing.length > 0) {
    throw new Error(
      `Context ${missing.join(', ')} ${isProduction ? 'required for the prod stage' : 'missing'}: ` +
        'the controller and encarregado (DPO) shown on /privacidade and /termos (decision 0046)',
    );
  }
  if (!EMAIL_ADDRESS.test(values.dpoEmail)) {
    throw new Error(`Context "legalDpoEmail" must be an e-mail address (got "${values.dpoEmail}")`);
  }
  return values;
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
  const region = text(node, 'region', DEFAULT_REGION) || DEFAULT_REGION;
  const isProduction = stage === 'prod';
  return {
    stage,
    region,
    domainName,
    certificateArn,
    bedrockModelId: modelId(node, 'bedrockModelId', DEFAULT_BEDROCK_MODEL_ID),
    bedrockLightModelId: modelId(node, 'bedrockLightModelId', DEFAULT_BEDROCK_LIGHT_MODEL_ID),
    stripeSecretName: text(node, 'stripeSecretName'),
    pagespeedSecretName: text(node, 'pagespeedSecretName'),
    instagramTokenSecretName: text(node, 'instagramTokenSecretName'),
    instagramAccountId: text(node, 'instagramAccountId'),
    stripePriceId: text(node, 'stripePriceId'),
    appOrigins: text(node, 'appOrigins') || (domainName ? `https://${domainName}` : ''),
    alarmEmail: text(node, 'alarmEmail'),
    modelSpend: {
      alarmUsdPerHour: amount(node, 'modelSpendAlarmUsdPerHour', MODEL_SPEND_DEFAULTS.alarmUsdPerHour),
      budgetUsdPerMonth: amount(node, 'bedrockMonthlyBudgetUsd', MODEL_SPEND_DEFAULTS.budgetUsdPerMonth),
      budgetServices: (text(node, 'bedrockBudgetServices') || MODEL_SPEND_DEFAULTS.budgetServices.join(','))
        .split(',')
        .map((service) => service.trim())
        .filter(Boolean),
    },
    ses: readSesConfig(node, isProduction, region),
    legal: readLegalContact(node, isProduction),
    isProduction,
  };
}

/**
 * Workflows that end (issue #35; docs/operations.md, "Dead-letter queues and the sweeper"). The
 * executions' own timeout is a runtime value (functions/platform/config/workflows.ts), read by the
 * state machines and the records' staleness alike.
 */
export const workflowEnding = {
  /** The sweeper's schedule: a record left open is closed at most this long after it went stale. */
  sweepEveryMinutes: SWEEP_EVERY_MINUTES,
  /** The sweeper's own Lambda timeout: a paginated Scan of the whole table. */
  sweepTimeoutMinutes: 5,
  /** EventBridge's retries of an execution-ended event before it goes to the dead-letter queue. */
  eventRetryAttempts: 8,
  eventMaxAgeHours: 2,
  /** Lambda's retries of an asynchronous invocation (0-2) before it goes to the dead-letter queue. */
  asyncRetryAttempts: 2,
  /** How long a failed event waits in a dead-letter queue (SQS's maximum). */
  deadLetterRetentionDays: 14,
} as const;

// ---- The edge (issue #35, decision 0042; docs/operations.md "WAF") ----

/**
 * The web ACL's rate-based rules: requests per client IP in `windowSeconds` (WAF allows 60, 120, 300 or
 * 600; limits from 10). Every request through the distribution counts for `general`, static files
 * included (a first visit loads ~60 files; a busy user ~300 requests in five minutes).
 */
export const EDGE_RATE_LIMITS = {
  windowSeconds: 300,
  /** Everything: a scripted flood from one address, far above any person's use. */
  general: 3000,
  /** /api/auth/* (registration, trial sign-up and what the sign-up flow adds): a person signs up once. */
  signUp: 10,
  /** The routes that call the model or start a workflow (infra/route-permissions.ts). */
  ai: 100,
  /**
   * Cognito's sign-in, sign-up, code and password-reset calls from the browser (the user pool's own
   * regional web ACL, infra/constructs/sign-in-rate-limit.ts): a person makes a handful.
   */
  signIn: 50,
} as const;

/**
 * Reserved concurrency (decision 0042): a cap and a guarantee for the functions that call the model,
 * so a flood of AI work cannot take the account's concurrency from the rest of the API. The account's
 * default limit is 1000 and at least 100 must stay unreserved (checked by tests/infra/edge.test.ts).
 */
export const ACCOUNT_CONCURRENCY = { limit: 1000, unreservedMinimum: 100 } as const;
export const RESERVED_CONCURRENCY = {
  /** API areas whose routes wait for the model (29 s each at most). */
  areas: { analyses: 50, 'action-plan': 50 } satisfies Partial<Record<Area, number>>,
  /** Workflow task functions (workflows-stack.ts) that call the model; Step Functions retries throttles. */
  workflowTasks: { GenerateAnalysis: 40, DossierTask: 20, PlanTask: 20, WebsiteTask: 20 },
} as const;
