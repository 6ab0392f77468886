import {
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { QuestionDeletion } from '../contracts/admin-questions';
import { adminQuestionsMessages } from '../contracts/messages/admin-questions';
import { DomainError } from '../domain/errors';
import { documentClient, tableName } from '../platform/data/client';
import { conditionalWrite } from '../platform/data/conditions';
import { staleRunMs } from '../platform/config/workflows';
import { auditEntryOf, type AuditOf } from '../platform/data/audit-log';
import { DiagnosticEntity, QuestionEntity, diagnosticPartition } from '../diagnostics/diagnostics';
import { batchWrite, keyOf, queryRaw, type ItemKey, type RawItem } from '../platform/data/raw-items';

/**
 * Deleting a question (spec 7: its users' answers, then its options, its weight, then the question),
 * as background work (infra/workflows/question-deletion.asl.json) whose progress is the question's
 * `deletion` attribute:
 *   1. mark: `deletion = {status: running, runId, totalAnswers, deletedAnswers: 0}`. From then on users
 *      no longer see the question, and saving an answer to it is refused in the answer's own
 *      transaction (a ConditionCheck on the question), so no answer can slip in behind the deletion.
 *   2. answers, in batches found on gsi1 `QANSWERS#<diagnosticId>#<questionId>` (never a Scan).
 *   3. options, weight and question in ONE transaction, once no answer is left.
 * A failure marks the deletion failed and leaves the question whole (options, weight, the answers not
 * yet deleted): deleting again resumes. Every step is conditioned on the run id, so a stale run cannot
 * touch a newer one.
 */

/** A run older than the state machine's timeout (plus a margin) that never ended is taken over by a new one. */
const STALE_AFTER_MS = staleRunMs('question-deletion');
/** Answers deleted per workflow step (each step is a few Step Functions events: ~750k answers fit). */
export const ANSWERS_PER_STEP = 250;

const text = adminQuestionsMessages;
/** One page of the question's answers on gsi1 (`QANSWERS#<diagnosticId>#<questionId>`). */
const answersPage = (
  diagnosticId: string,
  questionId: string,
  options: Pick<QueryCommandInput, 'Select' | 'ExclusiveStartKey' | 'Limit' | 'ProjectionExpression'> = {},
) =>
  documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': `QANSWERS#${diagnosticId}#${questionId}` },
      ...options,
    }),
  );
const questionKey = (diagnosticId: string, questionId: string) =>
  QuestionEntity.get({ diagnosticId, questionId }).params().Key as ItemKey;

/** How many answers the question has (a COUNT Query on gsi1, every page). */
export async function countAnswers(diagnosticId: string, questionId: string): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await answersPage(diagnosticId, questionId, { Select: 'COUNT', ExclusiveStartKey: start });
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

/**
 * Marks the question as being deleted by this run, and its diagnostic as edited by an admin (the seed
 * leaves it alone from then on), with the audit, in ONE transaction: refused when there is no such
 * question (or diagnostic) or another run is still going (a failed or stale run is taken over).
 * Returns the question's deletion state.
 */
export async function markDeletion(
  diagnosticId: string,
  questionId: string,
  runId: string,
  totalAnswers: number,
  audit: AuditOf<QuestionDeletion>,
): Promise<QuestionDeletion> {
  const startedAt = new Date();
  const deletion = {
    status: 'running' as const,
    runId,
    totalAnswers,
    deletedAnswers: 0,
    startedAt: startedAt.toISOString(),
  };
  const { runId: _runId, ...visible } = deletion;
  const entry = auditEntryOf(audit, visible);
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName,
              Key: questionKey(diagnosticId, questionId),
              UpdateExpression: 'SET #deletion = :deletion',
              ConditionExpression:
                'attribute_exists(pk) AND (attribute_not_exists(#deletion) OR #deletion.#status = :failed OR #deletion.startedAt < :stale)',
              ExpressionAttributeNames: { '#deletion': 'deletion', '#status': 'status' },
              ExpressionAttributeValues: {
                ':deletion': deletion,
                ':failed': 'failed',
                ':stale': new Date(startedAt.getTime() - STALE_AFTER_MS).toISOString(),
              },
              // Tells a question being deleted (conflict) from none at all (not found).
              ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
            },
          },
          {
            Update: {
              TableName: tableName,
              Key: DiagnosticEntity.get({ diagnosticId }).params().Key as ItemKey,
              UpdateExpression: 'SET adminEditedAt = :at',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':at': startedAt.toISOString() },
            },
          },
          entry.put as never,
        ],
      }),
    );
  } catch (error) {
    const reasons = (error as { CancellationReasons?: { Code?: string; Item?: unknown }[] })
      .CancellationReasons;
    if (!reasons?.some((reason) => reason.Code === 'ConditionalCheckFailed')) throw error;
    const questionExists = reasons[0]?.Code === 'ConditionalCheckFailed' && reasons[0].Item !== undefined;
    throw questionExists
      ? new DomainError('conflict', text.deletionRunning)
      : new DomainError('not-found', text.questionNotFound);
  }
  entry.written();
  return visible;
}

/** The question's deletion state, with the run id the workflow steps are conditioned on. */
const runCondition = {
  ConditionExpression: '#deletion.runId = :run',
  names: { '#deletion': 'deletion' },
};

/**
 * Deletes up to ANSWERS_PER_STEP answers and counts them; `remaining` when more may be left. The count
 * is added beside the deletes, not after them (progress for the screen: a step that fails and is
 * retried may count a few answers twice, as the order the other way round could miss a few).
 */
export async function deleteAnswerBatch(
  diagnosticId: string,
  questionId: string,
  runId: string,
): Promise<{ remaining: boolean }> {
  const page = await answersPage(diagnosticId, questionId, { Limit: ANSWERS_PER_STEP });
  const answers = ((page.Items ?? []) as RawItem[]).filter((item) => item.__edb_e__ === 'diagnosticAnswer');
  await Promise.all([
    batchWrite(answers.map((item) => ({ delete: keyOf(item) }))),
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: questionKey(diagnosticId, questionId),
        UpdateExpression: 'ADD #deletion.deletedAnswers :n',
        ConditionExpression: runCondition.ConditionExpression,
        ExpressionAttributeNames: runCondition.names,
        ExpressionAttributeValues: { ':n': answers.length, ':run': runId },
      }),
    ),
  ]);
  return { remaining: page.LastEvaluatedKey !== undefined };
}

/**
 * The last step: when no answer is left (gsi1 may lag behind the deletes in the cloud: then it says
 * `remaining` and the workflow deletes again), the options, the weight and the question go in ONE
 * transaction, conditioned on this run.
 */
export async function deleteQuestionItems(
  diagnosticId: string,
  questionId: string,
  runId: string,
): Promise<{ remaining: boolean }> {
  // Both reads at once: the question's items are only used when no answer is left.
  const [left, items] = await Promise.all([
    answersPage(diagnosticId, questionId, { Limit: 1 }),
    queryRaw({
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
      ExpressionAttributeValues: {
        ':pk': diagnosticPartition(diagnosticId),
        ':prefix': `QUESTION#${questionId}#`,
      },
      ProjectionExpression: 'pk, sk, questionId',
    }),
  ]);
  if ((left.Items ?? []).length > 0) return { remaining: true };
  // In key order: the options, then the weight (spec 7's order, within one atomic write).
  const children = items.filter((item) => item.questionId === questionId).map(keyOf);
  await documentClient.send(
    new TransactWriteCommand({
      TransactItems: [
        ...children.map((Key) => ({ Delete: { TableName: tableName, Key } })),
        {
          Delete: {
            TableName: tableName,
            Key: questionKey(diagnosticId, questionId),
            ConditionExpression: runCondition.ConditionExpression,
            ExpressionAttributeNames: runCondition.names,
            ExpressionAttributeValues: { ':run': runId },
          },
        },
      ],
    }),
  );
  return { remaining: false };
}

/** The run failed: the question stays whole and says so, with what to do. */
export async function markDeletionFailed(
  diagnosticId: string,
  questionId: string,
  runId: string,
  message: string = text.deletionFailed,
): Promise<boolean> {
  // Refused when the question is gone (the run ended after all) or a newer run took over: nothing to mark.
  return conditionalWrite(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: questionKey(diagnosticId, questionId),
        UpdateExpression: 'SET #deletion.#status = :failed, #deletion.#error = :message',
        ConditionExpression: runCondition.ConditionExpression,
        ExpressionAttributeNames: { ...runCondition.names, '#status': 'status', '#error': 'error' },
        ExpressionAttributeValues: { ':failed': 'failed', ':message': message, ':run': runId },
      }),
    ),
  );
}
