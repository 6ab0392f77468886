import { log } from '../platform/http/log';
import { loadSeed } from '../seed/load-seed';

/**
 * Deploy-time seed (a CDK Trigger in the api stack runs it during `cdk deploy`): writes the
 * diagnostics and investor catalogues from the content bundled with this function. Idempotent:
 * unchanged diagnostics cost one GetItem. A failure fails the deployment.
 */
export async function handler(): Promise<{ partitions: { partition: string; status: string }[] }> {
  const reports = await loadSeed();
  log('info', 'catalogue seeded', { reports });
  return { partitions: reports.map(({ partition, status }) => ({ partition, status })) };
}
