import { randomUUID } from 'node:crypto';
import { Service } from 'electrodb';
import { MAX_QUESTIONS, type AdminQuestion, type QuestionInput } from '../contracts/admin-questions';
import { adminDiagnosticsMessages } from '../contracts/messages/admin-diagnostics';
import { adminQuestionsMessages } from '../contracts/messages/admin-questions';
import { DomainError } from '../domain/errors';
import { documentClient, tableName } from '../platform/data/client';
import {
  DiagnosticEntity,
  OptionEntity,
  QuestionEntity,
  WeightEntity,
  diagnosticPartition,
  toOption,
  sortCatalogueItems,
  type QuestionItem,
} from '../diagnostics/diagnostics';
import { auditEntryOf, auditOp, type AuditEntry, type AuditOf } from '../platform/data/audit-log';
import { conditionalWrite } from '../platform/data/conditions';
import { queryPartition, queryRaw } from '../platform/data/raw-items';

/**
 * The admin's writes to a diagnostic's questions. Each one is ONE transaction over the diagnostic's
 * partition: a question with all its options and its weight (spec 7's weight "upsert" is the Put), so
 * a question is never seen with half its options, and it marks the diagnostic edited by an admin (the
 * seed leaves it alone from then on: functions/seed/load-seed.ts). Options are keyed by their position
 * (`QUESTION#<id>#OPTION#<nnn>`) and keep their ids, which users' answers hold.
 */
const catalogue = new Service(
  { diagnostic: DiagnosticEntity, question: QuestionEntity, option: OptionEntity, weight: WeightEntity },
  { client: documentClient, table: tableName },
);

const text = adminQuestionsMessages;
const notFoundError = (message: string) => new DomainError('not-found', message);

/** The items of one question (the question, its options, its weight): one Query over its key range. */
async function readQuestionItems(diagnosticId: string, questionId: string) {
  const raw = await queryRaw({
    KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
    ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
    ExpressionAttributeValues: {
      ':pk': diagnosticPartition(diagnosticId),
      ':from': `QUESTION#${questionId}`,
      ':to': `QUESTION#${questionId}#~`,
    },
  });
  return sortCatalogueItems(raw.filter((item) => item.questionId === questionId));
}

/** The options as stored: position n (1-based) is order n; an option keeps the id it came with. */
function optionItems(diagnosticId: string, questionId: string, input: QuestionInput, known: Set<string>) {
  return input.options.map((option, index) => ({
    diagnosticId,
    questionId,
    optionId: option.id && known.has(option.id) ? option.id : randomUUID(),
    text: option.text,
    value: option.value,
    orderNumber: index + 1,
  }));
}

/** The question as just written (no read back: the transaction wrote exactly this). */
function asWritten(
  diagnosticId: string,
  questionId: string,
  orderNumber: number,
  input: QuestionInput,
  options: ReturnType<typeof optionItems>,
): AdminQuestion {
  return {
    id: questionId,
    diagnosticId,
    text: input.text,
    questionType: input.questionType,
    orderNumber,
    metadata: input.metadata,
    options: options.map(toOption),
    weight: input.weight,
    deletion: null,
  };
}

const canceledCodes = (outcome: { data: { code?: string }[] }) =>
  outcome.data.map((entry) => entry.code ?? 'None').join(', ');

/**
 * A new question at the end of the diagnostic (order = the highest + 1), with its options and weight:
 * one Query (the partition), then ONE transaction that also checks the diagnostic still exists.
 */
export async function createQuestion(
  diagnosticId: string,
  input: QuestionInput,
  audit: AuditOf<AdminQuestion>,
): Promise<AdminQuestion> {
  const items = sortCatalogueItems(await queryPartition(diagnosticPartition(diagnosticId)));
  if (!items.meta) throw notFoundError(adminDiagnosticsMessages.notFound);
  if (items.questions.length >= MAX_QUESTIONS) throw new DomainError('conflict', text.tooManyQuestions);
  const questionId = randomUUID();
  const orderNumber = Math.max(0, ...items.questions.map((question) => question.orderNumber)) + 1;
  const options = optionItems(diagnosticId, questionId, input, new Set());
  const written = asWritten(diagnosticId, questionId, orderNumber, input, options);
  const entry = auditEntryOf(audit, written);
  const outcome = await catalogue.transaction
    .write(({ diagnostic, question, option, weight }) => [
      diagnostic.patch({ diagnosticId }).set({ adminEditedAt: new Date().toISOString() }).commit(),
      question
        .create({
          diagnosticId,
          questionId,
          text: input.text,
          questionType: input.questionType,
          orderNumber,
          metadata: input.metadata,
        })
        .commit(),
      ...options.map((item) => option.put(item).commit()),
      weight.put({ diagnosticId, questionId, weight: input.weight }).commit(),
      ...auditOp(entry),
    ])
    .go();
  if (outcome.canceled) {
    if (outcome.data[0]?.code === 'ConditionalCheckFailed') {
      throw notFoundError(adminDiagnosticsMessages.notFound);
    }
    throw new Error(`creating a question canceled (${canceledCodes(outcome)})`);
  }
  entry.written();
  return written;
}

/**
 * A question's text, type, metadata, options and weight, replaced in ONE transaction conditioned on
 * the question existing and not being deleted. Options beyond the new count are deleted; the others
 * are put at their position.
 */
export async function updateQuestion(
  diagnosticId: string,
  questionId: string,
  input: QuestionInput,
  audit: AuditEntry,
): Promise<AdminQuestion> {
  const current = await readQuestionItems(diagnosticId, questionId);
  const stored = current.questions[0];
  if (!stored) throw notFoundError(text.questionNotFound);
  if (stored.deletion) throw new DomainError('conflict', text.questionBeingDeleted);
  const options = optionItems(
    diagnosticId,
    questionId,
    input,
    new Set(current.options.map((option) => option.optionId)),
  );
  const dropped = current.options.filter((option) => option.orderNumber > options.length);
  const outcome = await catalogue.transaction
    .write(({ diagnostic, question, option, weight }) => [
      question
        .patch({ diagnosticId, questionId })
        .set({ text: input.text, questionType: input.questionType, metadata: input.metadata })
        .where((attributes, { notExists }) => notExists(attributes.deletion))
        .commit(),
      diagnostic.patch({ diagnosticId }).set({ adminEditedAt: new Date().toISOString() }).commit(),
      ...dropped.map((item) =>
        option.delete({ diagnosticId, questionId, orderNumber: item.orderNumber }).commit(),
      ),
      ...options.map((item) => option.put(item).commit()),
      weight.put({ diagnosticId, questionId, weight: input.weight }).commit(),
      ...auditOp(audit),
    ])
    .go();
  if (outcome.canceled) {
    if (outcome.data[0]?.code === 'ConditionalCheckFailed') {
      throw new DomainError('conflict', text.questionBeingDeleted);
    }
    throw new Error(`updating a question canceled (${canceledCodes(outcome)})`);
  }
  audit.written();
  return asWritten(diagnosticId, questionId, stored.orderNumber, input, options);
}

/**
 * Swaps a question's order with its neighbour's (above or below, among the questions not being
 * deleted): one Query, then ONE transaction conditioned on both orders being what was read.
 */
export async function moveQuestion(
  diagnosticId: string,
  questionId: string,
  direction: 'up' | 'down',
  audit: AuditEntry,
): Promise<void> {
  const items = sortCatalogueItems(await queryPartition(diagnosticPartition(diagnosticId)));
  if (!items.meta) throw notFoundError(adminDiagnosticsMessages.notFound);
  const ordered = items.questions
    .filter((question) => !question.deletion)
    .sort((a, b) => a.orderNumber - b.orderNumber || (a.questionId < b.questionId ? -1 : 1));
  const index = ordered.findIndex((question) => question.questionId === questionId);
  if (index < 0) throw notFoundError(text.questionNotFound);
  const neighbour = ordered[direction === 'up' ? index - 1 : index + 1];
  if (!neighbour) throw new DomainError('conflict', text.cannotMove);
  const moving = ordered[index] as QuestionItem;
  // Equal orders (two questions created at once) still move: the mover takes the neighbour's side.
  const target =
    neighbour.orderNumber !== moving.orderNumber
      ? neighbour.orderNumber
      : neighbour.orderNumber + (direction === 'up' ? -1 : 1);
  const outcome = await catalogue.transaction
    .write(({ diagnostic, question }) => [
      question
        .patch({ diagnosticId, questionId: moving.questionId })
        .set({ orderNumber: target })
        .where(
          (attributes, { eq, notExists }) =>
            `${eq(attributes.orderNumber, moving.orderNumber)} AND ${notExists(attributes.deletion)}`,
        )
        .commit(),
      question
        .patch({ diagnosticId, questionId: neighbour.questionId })
        .set({ orderNumber: moving.orderNumber })
        .where(
          (attributes, { eq, notExists }) =>
            `${eq(attributes.orderNumber, neighbour.orderNumber)} AND ${notExists(attributes.deletion)}`,
        )
        .commit(),
      diagnostic.patch({ diagnosticId }).set({ adminEditedAt: new Date().toISOString() }).commit(),
      ...auditOp(audit),
    ])
    .go();
  if (outcome.canceled) {
    if (outcome.data.some((entry) => entry.code === 'ConditionalCheckFailed')) {
      throw new DomainError('conflict', text.orderChanged);
    }
    throw new Error(`moving a question canceled (${canceledCodes(outcome)})`);
  }
  audit.written();
}

/** Marks a diagnostic as changed by an admin (the seed leaves it alone from then on); no-op if missing. */
export async function markEditedByAdmin(diagnosticId: string): Promise<void> {
  await conditionalWrite(
    DiagnosticEntity.patch({ diagnosticId }).set({ adminEditedAt: new Date().toISOString() }).go(),
  );
}
