import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Area } from '../functions/contracts/areas';

/** Absolute paths of the repository, so synth works from any working directory. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Where each area's handlers live: its feature folder's `handlers/` (the webhook is payments'). */
const areaFolders: Record<Area, string> = {
  health: 'health/handlers',
  auth: 'auth/handlers',
  account: 'account/handlers',
  payments: 'payments/handlers',
  'stripe-webhook': 'payments/webhook',
  diagnostics: 'diagnostics/handlers',
  analyses: 'analyses/handlers',
  dossier: 'dossier/handlers',
  'action-plan': 'action-plan/handlers',
  learning: 'learning/handlers',
  marketing: 'marketing/handlers',
  admin: 'admin/handlers',
};

/** An area's Lambda entry point: functions/<feature>/handlers/index.ts. */
export const areaEntry = (area: Area): string => join(repoRoot, 'functions', areaFolders[area], 'index.ts');
/** A workflow step's Lambda entry point: functions/<feature>/steps/<name>.ts. */
export const stepEntry = (feature: string, name: string): string =>
  join(repoRoot, 'functions', feature, 'steps', `${name}.ts`);
/** Entry files of the triggers (functions/triggers/<name>.ts): Cognito, deploy-time and EventBridge, not routes. */
export const triggerEntry = (name: string): string => join(repoRoot, 'functions', 'triggers', `${name}.ts`);
export const webDist = join(repoRoot, 'web', 'dist');
