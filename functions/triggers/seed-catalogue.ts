import { log } from '../platform/http/log';
import { loadSeed } from '../seed/load-seed';
import { baselineUserIndex } from '../seed/baseline-user-index';
import { baselineAnswerIndex } from '../seed/baseline-answer-index';

/**
 * Deploy-time seed (a CDK Trigger in the api stack runs it during `cdk deploy`): writes the
 * diagnostics and investor catalogues from the content bundled with this function. Idempotent:
 * unchanged diagnostics cost one GetItem. A failure fails the deployment.
 */
export async function handler(): Promise<{ partitions: { partition: string; status: string }[] }> {
  const baseline = await baselineUserIndex();
  if (baseline.ran) log('info', 'user statistics and search index counted', baseline);
  const answerIndex = await baselineAnswerIndex();
  if (answerIndex.ran) log('info', 'answers and results indexed by question and diagnostic', answerIndex);
  const reports = await loadSeed();
  log('info', 'catalogue seeded', { reports });
  return { partitions: reports.map(({ partition, status }) => ({ partition, status })) };
}
