import { routes, type Area, type RouteDefinition, type RouteKey } from '../functions/routes';
import type { WorkflowName } from '../functions/platform/workflows/definitions';
import {
  MODEL_ROUTE_OVERHEAD_SECONDS,
  MODEL_ROUTE_TIMEOUT_SECONDS,
  ROUTE_TIMEOUT_SECONDS,
} from '../functions/platform/config/timeouts';

export type TableAccess = 'none' | 'read' | 'read-write';

/** What a route needs beyond writing its own logs; its area's Lambda gets the union (areaPermissions). */
export interface RoutePermissions {
  table: TableAccess;
  /** Extra DynamoDB actions on the table itself (not its indexes). */
  tableActions: string[];
  /** cognito-idp actions on the user pool. */
  userPoolActions: string[];
  /** secretsmanager:GetSecretValue on the Stripe secret (the payment routes of the stripe adapter). */
  stripeSecret: boolean;
  /** The state machines the route starts: states:StartExecution on them, their ARNs in the environment. */
  startsWorkflows: WorkflowName[];
  /**
   * bedrock:InvokeModel on the stage's configured models only (infra/constructs/model-access.ts), and
   * the longer MODEL_ROUTE_TIMEOUT_SECONDS: the route calls the model synchronously.
   */
  invokesModel: boolean;
  /**
   * The admins' uploads bucket, under `uploads/modules/` only: `put` signs upload grants (a presigned
   * POST carries the signer's permission), `delete` removes files, `list` finds a module's files.
   */
  uploads: UploadAccess[];
  /**
   * The app's origins (return URLs): `APP_ORIGINS`, or the web stack's SSM parameter's name and
   * `ssm:GetParameter` on it (infra/app-origins.ts).
   */
  appOrigins: boolean;
  /**
   * The route is marked `ai` in the manifest: the AI switch's name (AI_SWITCH_PARAMETER) and
   * `ssm:GetParameter` on it (infra/ai-switch.ts, decision 0056).
   */
  aiSwitch: boolean;
}

export type UploadAccess = 'put' | 'delete' | 'list';

/**
 * Lambda timeout of the routes that call the model in the request: a Bedrock reply takes ~10-20 s
 * (one repair attempt at most), and API Gateway's HTTP API answers 503 at 30 s whatever the Lambda does.
 */
export { MODEL_ROUTE_TIMEOUT_SECONDS };

/** An admin creates a confirmed user and deletes it again if the rest fails. */
const SIGN_UP_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminDeleteUser',
];

/**
 * Public sign-ups (decision 0044): SignUp, ConfirmSignUp and ResendConfirmationCode are client calls
 * IAM does not govern; the function deletes a user whose pending sign-up could not be written, and
 * reads a user's status (an account confirmed already, a code re-sent).
 */
const PUBLIC_SIGN_UP_ACTIONS = ['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminGetUser'];

/** Withdrawing the admin role or deleting a user revokes their refresh tokens. */
const SIGN_OUT = 'cognito-idp:AdminUserGlobalSignOut';

/** Granting and withdrawing the admin role (the `admin` group is what the server checks). */
const GROUP_ACTIONS = ['cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminRemoveUserFromGroup'];

/** The machines that generate analyses: which one runs depends on the diagnostic. */
const ANALYSIS_WORKFLOWS: WorkflowName[] = ['analysis', 'management'];

/**
 * The workflows whose steps call the model (all but the question deletion): a route that starts one,
 * like a route that calls the model, is an AI entry point and must be marked `ai` in the manifest
 * (tests/infra/ai-switch.test.ts).
 */
export const MODEL_WORKFLOWS: readonly WorkflowName[] = [
  'analysis',
  'management',
  'dossier',
  'action-plan',
  'website',
  'instagram',
];

/**
 * Only the routes that differ from the default: GET reads the table, any other method reads and
 * writes it. Keys are checked against the manifest by the type system.
 */
const overrides: Partial<Record<RouteKey, Partial<RoutePermissions>>> = {
  'GET /api/health': {
    table: 'none',
    tableActions: ['dynamodb:DescribeTable'],
    userPoolActions: ['cognito-idp:DescribeUserPool'],
  },
  // The report with its details, for admins: the admin check reads the caller's profile (one GetItem).
  'GET /api/admin/health': {
    table: 'none',
    tableActions: ['dynamodb:DescribeTable', 'dynamodb:GetItem'],
    userPoolActions: ['cognito-idp:DescribeUserPool'],
  },
  'POST /api/auth/register': { userPoolActions: PUBLIC_SIGN_UP_ACTIONS },
  'POST /api/auth/trial-signup': { userPoolActions: PUBLIC_SIGN_UP_ACTIONS },
  'POST /api/auth/confirm-signup': { userPoolActions: ['cognito-idp:AdminGetUser'] },
  'POST /api/auth/resend-code': { userPoolActions: ['cognito-idp:AdminGetUser'] },
  // Read-only routes that are not GET: the check reads one item.
  'POST /api/subscription/check': { table: 'read' },
  // Checkout and the portal read the subscription and profile and call Stripe; they write nothing.
  // They check or choose the return URL among the app's origins.
  'POST /api/checkout': { table: 'read', stripeSecret: true, appOrigins: true },
  'POST /api/customer-portal': { table: 'read', stripeSecret: true, appOrigins: true },
  'POST /api/payments/webhook': { stripeSecret: true },
  // The diagnostics routes take the default: the GETs read (gsi1 for the overview), PUT answers and
  // POST complete/reset read and write (TransactWriteItems needs only the item actions; reset
  // batch-deletes answers). None calls Cognito or Stripe.
  // The first read of a result creates it (the spec's "created on first access"): a GET that writes.
  'GET /api/diagnostics/{diagnosticId}/result': { table: 'read-write' },
  // The investor report is a GET that writes: it computes the report and stores it (one PutItem).
  'GET /api/investor-report/{resultId}': { table: 'read-write' },
  // Completing a diagnostic and (re)generating an analysis start the analysis workflow.
  'POST /api/diagnostics/{diagnosticId}/complete': { startsWorkflows: ANALYSIS_WORKFLOWS },
  'POST /api/analyses/{resultId}/generate': { startsWorkflows: ANALYSIS_WORKFLOWS },
  // Generating the dossier (all sections, one, or the stale ones) starts the dossier workflow.
  'POST /api/dossier/generate': { startsWorkflows: ['dossier'] },
  'POST /api/dossier/sections/{sectionKey}/generate': { startsWorkflows: ['dossier'] },
  'POST /api/dossier/refresh': { startsWorkflows: ['dossier'] },
  // Generating an action plan starts its workflow; Genius answers in the request.
  'POST /api/action-plans/generate': { startsWorkflows: ['action-plan'] },
  'POST /api/action-plans/{planId}/items/{itemId}/genius': { invokesModel: true },
  // Creating, retrying and regenerating a website analysis start its workflow.
  'POST /api/website-analyses': { startsWorkflows: ['website'] },
  'POST /api/website-analyses/{analysisId}/retry': { startsWorkflows: ['website'] },
  'POST /api/website-analyses/{analysisId}/regenerate': { startsWorkflows: ['website'] },
  // The same for an Instagram analysis (the Graph token stays with the workflow's task).
  'POST /api/instagram-analyses': { startsWorkflows: ['instagram'] },
  'POST /api/instagram-analyses/{analysisId}/retry': { startsWorkflows: ['instagram'] },
  'POST /api/instagram-analyses/{analysisId}/regenerate': { startsWorkflows: ['instagram'] },
  // Admin users: the pool follows the profile (sign-in, the admin group, names); canceling or
  // deleting a user stops their Stripe billing.
  'POST /api/admin/users': { userPoolActions: [...SIGN_UP_ACTIONS, ...GROUP_ACTIONS] },
  'PATCH /api/admin/users/{userId}': {
    userPoolActions: [...GROUP_ACTIONS, 'cognito-idp:AdminUpdateUserAttributes', SIGN_OUT],
  },
  'PUT /api/admin/users/{userId}/roles': { userPoolActions: [...GROUP_ACTIONS, SIGN_OUT] },
  // Deleting a question runs in the background: the route only starts its workflow.
  'DELETE /api/admin/diagnostics/{diagnosticId}/questions/{questionId}': {
    startsWorkflows: ['question-deletion'],
  },
  'DELETE /api/admin/users/{userId}': {
    userPoolActions: ['cognito-idp:AdminDeleteUser', SIGN_OUT],
    stripeSecret: true,
  },
  'POST /api/admin/users/{userId}/subscription': { stripeSecret: true },
  // "Meus dados": the user's own deletion is the admin's (the password check is a sign-in, a client
  // call IAM does not govern); the export (a POST: it takes a unit of the day's cap) takes the default.
  'POST /api/me/deletion': {
    userPoolActions: ['cognito-idp:AdminDeleteUser', SIGN_OUT],
    stripeSecret: true,
  },
  // Admin modules: grants sign uploads; deletions and item saves remove the files no longer used.
  'POST /api/admin/modules/{moduleId}/uploads': { uploads: ['put'] },
  'DELETE /api/admin/modules/{moduleId}': { uploads: ['delete', 'list'] },
  'DELETE /api/admin/modules/{moduleId}/materials/{materialId}': { uploads: ['delete'] },
  'PUT /api/admin/modules/{moduleId}/materials/{materialId}/items': { uploads: ['delete'] },
  // The founder per-section analysis is generated in the request (a short text, no workflow).
  'POST /api/analyses/{resultId}/sections/{sectionKey}': { invokesModel: true },
};

export function permissionsFor(route: RouteDefinition): RoutePermissions {
  const override = overrides[`${route.method} ${route.path}` as RouteKey] ?? {};
  return {
    table: override.table ?? (route.method === 'GET' ? 'read' : 'read-write'),
    tableActions: override.tableActions ?? [],
    userPoolActions: override.userPoolActions ?? [],
    stripeSecret: override.stripeSecret ?? false,
    startsWorkflows: override.startsWorkflows ?? [],
    invokesModel: override.invokesModel ?? false,
    uploads: override.uploads ?? [],
    appOrigins: override.appOrigins ?? false,
    aiSwitch: route.ai === true,
  };
}

const widerTable = (a: TableAccess, b: TableAccess): TableAccess => {
  const order: TableAccess[] = ['none', 'read', 'read-write'];
  return order[Math.max(order.indexOf(a), order.indexOf(b))]!;
};
const union = (lists: string[][]): string[] => [...new Set(lists.flat())].sort();

/**
 * An area function's timeout: the model routes' when one of its routes calls the model, else Lambda's
 * default of this app. The local gateway holds every request to the same deadline; with a slow local
 * model (`MODEL_TIMEOUT_SECONDS`, `npm start` only) a model route waits for that model instead.
 */
export function areaTimeoutSeconds(area: Area, modelTimeoutSeconds?: number): number {
  if (!areaPermissions(area).invokesModel) return ROUTE_TIMEOUT_SECONDS;
  return Math.max(MODEL_ROUTE_TIMEOUT_SECONDS, (modelTimeoutSeconds ?? 0) + MODEL_ROUTE_OVERHEAD_SECONDS);
}

/** An area function's permissions: the union of its routes' needs, nothing more. */
export function areaPermissions(area: Area): RoutePermissions {
  const list = (routes as readonly RouteDefinition[])
    .filter((route) => route.area === area)
    .map(permissionsFor);
  if (list.length === 0) throw new Error(`area ${area} has no routes`);
  return {
    table: list.map((p) => p.table).reduce(widerTable, 'none'),
    tableActions: union(list.map((p) => p.tableActions)),
    userPoolActions: union(list.map((p) => p.userPoolActions)),
    stripeSecret: list.some((p) => p.stripeSecret),
    startsWorkflows: union(list.map((p) => p.startsWorkflows)) as WorkflowName[],
    invokesModel: list.some((p) => p.invokesModel),
    uploads: union(list.map((p) => p.uploads)) as UploadAccess[],
    appOrigins: list.some((p) => p.appOrigins),
    aiSwitch: list.some((p) => p.aiSwitch),
  };
}
