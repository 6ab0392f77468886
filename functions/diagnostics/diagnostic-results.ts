import { CustomAttributeType, Entity, Service, type EntityItem } from 'electrodb';
import type { Answer, AnswerMetadata, DiagnosticResult, SaveAnswerRequest } from '../contracts/diagnostics';
import { documentClient, tableName } from '../platform/data/client';
import { batchWrite } from '../platform/data/raw-items';
import { serviceName } from '../platform/data/table';
import { now } from '../platform/data/clock';
import { StatsEntity } from '../platform/data/stats';
import { errorsMessages } from '../contracts/messages/errors';
import { DomainError } from '../domain/errors';
import { DiagnosticEntity, QuestionEntity } from './diagnostics';
import { adminQuestionsMessages } from '../contracts/messages/admin-questions';
import { createdAt, key } from '../platform/data/schema';

/**
 * A user's diagnostic results and answers, under the user's partition:
 *   RESULT#<diagnosticId>                  the result (one per user and diagnostic: result id = diagnostic id)
 *   ANSWER#<diagnosticId>#<questionId>     one answer per question (saving one is one Put)
 * Two prefixes, so every read is exact: begins_with `RESULT#` lists only results (the hub), and
 * begins_with `ANSWER#<diagnosticId>#` lists only that diagnostic's answers. On gsi1, a result is
 * under `DRESULTS#<diagnosticId>` and an answer under `QANSWERS#<diagnosticId>#<questionId>` (sort key
 * the user id), so the admin can find them by diagnostic or question without a Scan.
 */
const userPartition = key('pk', 'USER#${userId}', ['userId']);

export const ResultEntity = new Entity(
  {
    model: { entity: 'diagnosticResult', version: '1', service: serviceName },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      diagnosticId: { type: 'string', required: true, readOnly: true },
      completed: { type: 'boolean', required: true, default: false },
      profileResult: { type: 'string' },
      score: { type: 'number' },
      completedAt: { type: 'string' },
      createdAt,
      // A write may name it (to answer what it wrote without reading it back); otherwise now.
      updatedAt: {
        type: 'string',
        required: true,
        default: now,
        set: (given?: string) => given ?? now(),
        watch: '*',
      },
    },
    indexes: {
      byUser: {
        pk: userPartition,
        sk: key('sk', 'RESULT#${diagnosticId}', ['diagnosticId']),
      },
      /** Who has a result for a diagnostic: deleting a diagnostic is refused while anyone has. */
      byDiagnostic: {
        index: 'gsi1',
        pk: key('gsi1pk', 'DRESULTS#${diagnosticId}', ['diagnosticId']),
        sk: key('gsi1sk', '${userId}', ['userId']),
      },
    },
  },
  { client: documentClient, table: tableName },
);

export const AnswerEntity = new Entity(
  {
    model: { entity: 'diagnosticAnswer', version: '1', service: serviceName },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      diagnosticId: { type: 'string', required: true, readOnly: true },
      questionId: { type: 'string', required: true, readOnly: true },
      /** Absent = null. */
      optionId: { type: 'string' },
      value: { type: 'number' },
      metadata: { type: CustomAttributeType<unknown>('any'), required: true },
      updatedAt: { type: 'string', required: true, default: now },
    },
    indexes: {
      byUser: {
        pk: userPartition,
        sk: key('sk', 'ANSWER#${diagnosticId}#${questionId}', ['diagnosticId', 'questionId']),
      },
      /** Every user's answer to one question: what deleting the question deletes, found without a Scan. */
      byQuestion: {
        index: 'gsi1',
        pk: key('gsi1pk', 'QANSWERS#${diagnosticId}#${questionId}', ['diagnosticId', 'questionId']),
        sk: key('gsi1sk', '${userId}', ['userId']),
      },
    },
  },
  { client: documentClient, table: tableName },
);

/** A result changed between its read and a write conditioned on it: nothing was written. */
export class ResultChangedError extends DomainError {
  constructor(readonly diagnosticId: string) {
    super('conflict', errorsMessages.concurrentChange);
  }
}

/** Written together in transactions (with the results counters: functions/platform/data/stats.ts). */
const results = new Service(
  {
    result: ResultEntity,
    answer: AnswerEntity,
    stats: StatsEntity,
    question: QuestionEntity,
    diagnostic: DiagnosticEntity,
  },
  { client: documentClient, table: tableName },
);

type ResultItem = EntityItem<typeof ResultEntity>;
type AnswerItem = EntityItem<typeof AnswerEntity>;

export function toDiagnosticResult(item: ResultItem): DiagnosticResult {
  return {
    id: item.diagnosticId,
    diagnosticId: item.diagnosticId,
    completed: item.completed,
    profileResult: item.profileResult ?? null,
    score: item.score ?? null,
    completedAt: item.completedAt ?? null,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

export function toAnswer(item: AnswerItem): Answer {
  return {
    questionId: item.questionId,
    optionId: item.optionId ?? null,
    value: item.value ?? null,
    metadata: item.metadata as AnswerMetadata,
    updatedAt: item.updatedAt,
  };
}

/** All of a user's results (one Query, begins_with `RESULT#`; answers are not read). */
export async function listResults(userId: string): Promise<DiagnosticResult[]> {
  const { data } = await ResultEntity.query.byUser({ userId }).go({ pages: 'all' });
  return data.map(toDiagnosticResult);
}

/** A diagnostic's answers (one Query, begins_with `ANSWER#<diagnosticId>#`). */
export async function listAnswers(userId: string, diagnosticId: string): Promise<Answer[]> {
  const { data } = await AnswerEntity.query.byUser({ userId, diagnosticId }).go({ pages: 'all' });
  return data.map(toAnswer);
}

/**
 * The result and its answers: a GetItem and a Query sent together (one round trip of latency).
 * Result null and no answers when the user never answered this diagnostic.
 */
export async function getResultWithAnswers(
  userId: string,
  diagnosticId: string,
): Promise<{ result: DiagnosticResult | null; answers: Answer[] }> {
  const [{ data }, answers] = await Promise.all([
    ResultEntity.get({ userId, diagnosticId }).go(),
    listAnswers(userId, diagnosticId),
  ]);
  return { result: data ? toDiagnosticResult(data) : null, answers };
}

/**
 * The spec's "created with completed=false on first access" (GET …/result finds none): ONE transaction
 * creates the result and counts it, only while the diagnostic is published. Null when it is not (nothing
 * written); a result created meanwhile (a first answer saved at the same moment) is read back.
 */
export async function createResultOnFirstAccess(
  userId: string,
  diagnosticId: string,
): Promise<DiagnosticResult | null> {
  const createdAt = now();
  const outcome = await results.transaction
    .write(({ result, stats, diagnostic }) => [
      result.create({ userId, diagnosticId, completed: false, createdAt, updatedAt: createdAt }).commit(),
      stats.update({}).add({ results: 1 }).commit(),
      diagnostic
        .check({ diagnosticId })
        .where(({ isPublished }, { eq }) => eq(isPublished, true))
        .commit(),
    ])
    .go();
  if (!outcome.canceled) {
    return toDiagnosticResult({ userId, diagnosticId, completed: false, createdAt, updatedAt: createdAt });
  }
  const codes = outcome.data.map((item) => item.code);
  if (codes[0] === 'ConditionalCheckFailed') {
    const { data } = await ResultEntity.get({ userId, diagnosticId }).go({ consistent: true });
    return data ? toDiagnosticResult(data) : null;
  }
  if (codes[2] === 'ConditionalCheckFailed') return null;
  throw new Error(`create result transaction canceled (${codes.join(', ')})`);
}

/**
 * Saves one answer: ONE TransactWriteItems that puts the answer and touches the existing result; the
 * first answer instead creates the result (not completed) and counts it. It also checks the question
 * is not being deleted, so no answer is written behind a question's deletion. A result created or deleted
 * between the two attempts just means one more attempt.
 */
export async function saveAnswer(
  userId: string,
  diagnosticId: string,
  questionId: string,
  request: SaveAnswerRequest,
  /** Whether the result existed when the caller read it: the right transaction is tried first. */
  resultExisted = true,
): Promise<Answer> {
  const updatedAt = now();
  const answer = {
    userId,
    diagnosticId,
    questionId,
    ...(request.optionId !== null ? { optionId: request.optionId } : {}),
    ...(request.value !== null ? { value: request.value } : {}),
    metadata: request.metadata,
    updatedAt,
  };
  const write = (firstAnswer: boolean) =>
    results.transaction
      .write(({ answer: answers, result, stats, question }) => [
        answers.put(answer).commit(),
        ...(firstAnswer
          ? [
              result.create({ userId, diagnosticId, completed: false, createdAt: updatedAt }).commit(),
              stats.update({}).add({ results: 1 }).commit(),
            ]
          : [result.patch({ userId, diagnosticId }).set({ updatedAt }).commit()]),
        // The question is still there and not being deleted (functions/admin/question-deletion-records.ts).
        question
          .check({ diagnosticId, questionId })
          .where(
            ({ questionId: id, deletion }, { exists, notExists }) =>
              `${exists(id)} AND ${notExists(deletion)}`,
          )
          .commit(),
      ])
      .go();
  let firstAnswer = !resultExisted;
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await write(firstAnswer);
    if (!outcome.canceled) break;
    const codes = outcome.data.map((item) => item.code);
    if (codes.at(-1) === 'ConditionalCheckFailed') {
      throw new DomainError('conflict', adminQuestionsMessages.questionRemoved);
    }
    if (codes[1] !== 'ConditionalCheckFailed' || attempt === 3) {
      throw new Error(`save answer transaction canceled (${codes.join(', ')})`);
    }
    firstAnswer = !firstAnswer;
  }
  return {
    questionId,
    optionId: request.optionId,
    value: request.value,
    metadata: request.metadata,
    updatedAt,
  };
}

/** Whether the user has a result for the diagnostic (a GetItem of its key only). */
export async function resultExists(userId: string, diagnosticId: string): Promise<boolean> {
  const { data } = await ResultEntity.get({ userId, diagnosticId }).go({ attributes: ['diagnosticId'] });
  return data !== null;
}

/**
 * Starts the diagnostic over: the result is set to not completed with no score, profile result
 * or completion time (created if missing), then every answer is deleted (BatchWriteItem, 25 per
 * call). In that order, so a failure half-way leaves an uncompleted result with some answers,
 * never a completed one without them; running it again finishes the job.
 */
export async function resetResult(userId: string, diagnosticId: string): Promise<DiagnosticResult> {
  const result = await uncomplete(userId, diagnosticId);
  const { data: answers } = await AnswerEntity.query
    .byUser({ userId, diagnosticId })
    .go({ pages: 'all', attributes: ['userId', 'diagnosticId', 'questionId'] });
  await batchWrite(
    answers.map((answer) => ({
      delete: AnswerEntity.delete({ userId, diagnosticId, questionId: answer.questionId }).params().Key as {
        pk: string;
        sk: string;
      },
    })),
  );
  return result;
}

/**
 * The result set not completed (no score, profile result or completion time), counted: a completed
 * result gives back its completion, a missing one is created and counted. Each in one transaction
 * with its counter.
 */
async function uncomplete(userId: string, diagnosticId: string): Promise<DiagnosticResult> {
  const clear = (wasCompleted: boolean) =>
    results.transaction
      .write(({ result, stats }) => [
        result
          .patch({ userId, diagnosticId })
          .set({ completed: false })
          .remove(['profileResult', 'score', 'completedAt'])
          .where(({ completed }, { eq }) => eq(completed, wasCompleted))
          .commit(),
        ...(wasCompleted ? [stats.update({}).add({ completedResults: -1 }).commit()] : []),
      ])
      .go();
  const create = () =>
    results.transaction
      .write(({ result, stats }) => [
        result.create({ userId, diagnosticId, completed: false }).commit(),
        stats.update({}).add({ results: 1 }).commit(),
      ])
      .go();
  for (const attempt of [() => clear(true), () => clear(false), create]) {
    const outcome = await attempt();
    if (!outcome.canceled) return toDiagnosticResult(await readResult(userId, diagnosticId));
    if (outcome.data[0]?.code !== 'ConditionalCheckFailed') {
      throw new Error(`reset transaction canceled (${outcome.data.map((item) => item.code).join(', ')})`);
    }
  }
  throw new ResultChangedError(diagnosticId);
}

async function readResult(userId: string, diagnosticId: string): Promise<ResultItem> {
  const { data } = await ResultEntity.get({ userId, diagnosticId }).go({ consistent: true });
  if (!data) throw new ResultChangedError(diagnosticId);
  return data;
}
