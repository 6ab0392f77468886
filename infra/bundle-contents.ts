import { routeAreas } from '../functions/routes';

/**
 * What a deployed bundle may carry beyond its own code. Checked on the real esbuild output (every chunk
 * of the function) by the infra tests (tests/infra/bundle-contents.test.ts) and reported by `npm run bench`.
 */

/** Code only the local stack runs (the local analyst, the local adapters, the local runner): never deployed. */
const LOCAL_ONLY: RegExp[] = [
  /functions\/local\//,
  /functions\/ai\/local-analyst\//,
  /functions\/ai\/local-adapter\.ts$/,
  /functions\/payments\/local-adapter\.ts$/,
  /functions\/workflows\/local-adapter\.ts$/,
  /node_modules\/aws-local-stepfunctions\//,
];

/** The workflow steps that call the model. */
const MODEL_STEPS = [
  'steps/generate-analysis',
  'steps/dossier-steps',
  'steps/action-plan-steps',
  'steps/website-steps',
  'steps/instagram-steps',
];

/**
 * Heavy libraries, each only in the functions that call it (names as the bench gives them:
 * `handlers/<area>`, `steps/<file>`, `triggers/<file>`). A lazily loaded chunk still ships and counts.
 */
const RESTRICTED: Array<{ pattern: RegExp; functions: ReadonlySet<string> }> = [
  {
    // admin and account: canceling a user's billing and deleting her Stripe customer (a deletion).
    pattern: /node_modules\/stripe\//,
    functions: new Set([
      'handlers/payments',
      'handlers/stripe-webhook',
      'handlers/admin',
      'handlers/account',
    ]),
  },
  {
    // The website workflow's page step alone parses and validates HTML.
    pattern: /node_modules\/(cheerio|htmlparser2|domhandler|parse5)\//,
    functions: new Set(['steps/website-page']),
  },
  {
    pattern: /node_modules\/html-validate\//,
    functions: new Set(['steps/website-page']),
  },
  {
    // The PDF reports are built in the browser.
    pattern: /node_modules\/pdfmake\//,
    functions: new Set(),
  },
  {
    // Sign-up, the admins' user management, a user deleting her own account (the password checked, the
    // sign-in deleted), and the health report of the user pool.
    pattern: /node_modules\/@aws-sdk\/client-cognito-identity-provider\//,
    functions: new Set(['handlers/auth', 'handlers/admin', 'handlers/account', 'handlers/health']),
  },
  {
    // SSM: the app's origins from the web stack's parameter (functions/platform/config/app-origins.ts):
    // checkout and the portal, and the password-reset e-mail's link; and the AI switch
    // (functions/platform/http/ai-switch.ts, decision 0056), which every area's request chain and the
    // model port reach. There it is a lazily loaded chunk (about 80 KB), loaded by an AI route's or a
    // model call's first read; the areas without AI routes carry it unloaded.
    pattern: /node_modules\/@aws-sdk\/client-ssm\//,
    functions: new Set([
      ...routeAreas().map((area) => `handlers/${area}`),
      'triggers/custom-message',
      ...MODEL_STEPS,
    ]),
  },
  {
    // The model: the routes and workflow steps that call it, and the health report naming it.
    pattern: /node_modules\/@aws-sdk\/client-bedrock-runtime\//,
    functions: new Set(['handlers/analyses', 'handlers/action-plan', 'handlers/health', ...MODEL_STEPS]),
  },
];

/**
 * The inputs of a bundle that do not belong in it. `name`: the function, as the bench names it
 * (`handlers/<area>`, `steps/<file>`, `triggers/<file>`).
 */
export function unexpectedInputs(name: string, inputs: readonly string[]): string[] {
  return inputs.filter(
    (input) =>
      LOCAL_ONLY.some((pattern) => pattern.test(input)) ||
      RESTRICTED.some(({ pattern, functions }) => pattern.test(input) && !functions.has(name)),
  );
}
