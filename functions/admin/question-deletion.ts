import { randomUUID } from 'node:crypto';
import type { QuestionDeletion } from '../contracts/admin-questions';
import { countAnswers, markDeletion, markDeletionFailed } from './question-deletion-records';
import type { AuditOf } from '../platform/data/audit-log';
import { log } from '../platform/http/log';
import { workflows } from '../platform/workflows';

/**
 * Starts deleting a question in the background (functions/admin/question-deletion-records.ts): counts its
 * answers for the progress, marks it (with the audit of the start), starts the workflow. If the workflow cannot start, the mark
 * says failed at once (the question is whole; deleting again retries).
 */
export async function startQuestionDeletion(
  diagnosticId: string,
  questionId: string,
  audit: AuditOf<QuestionDeletion>,
): Promise<QuestionDeletion> {
  const runId = randomUUID();
  const totalAnswers = await countAnswers(diagnosticId, questionId);
  const deletion = await markDeletion(diagnosticId, questionId, runId, totalAnswers, audit);
  try {
    await (await workflows()).startQuestionDeletion({ diagnosticId, questionId, runId });
  } catch (error) {
    log('error', 'question deletion did not start', { diagnosticId, questionId, error: String(error) });
    await markDeletionFailed(diagnosticId, questionId, runId);
    throw error;
  }
  return deletion;
}
