import { CustomAttributeType, Entity, Service, type EntityItem } from 'electrodb';
import type {
  Diagnostic,
  DiagnosticOption,
  DiagnosticQuestion,
  QuestionMetadata,
  QuestionnaireResponse,
} from '../contracts/diagnostics';
import { documentClient, tableName } from '../platform/data/client';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { auditOp, type AuditEntry } from '../platform/data/audit-log';
import { StatsEntity } from '../platform/data/stats';
import { entityOf, queryPartition, queryRaw, type RawItem } from '../platform/data/raw-items';
import { serviceName } from '../platform/data/table';
import { now } from '../platform/data/clock';
import type {
  AdminQuestion,
  AdminQuestionnaireResponse,
  QuestionDeletion,
} from '../contracts/admin-questions';
import { key } from '../platform/data/schema';

/**
 * The diagnostics catalogue. One partition per diagnostic, `DIAGNOSTIC#<id>`, so ONE Query returns
 * the whole questionnaire:
 *   META                                   the diagnostic; gsi1 `DIAGNOSTICS` / `<slug>` (hub list)
 *   QUESTION#<questionId>                  a question (order in `orderNumber`)
 *   QUESTION#<questionId>#OPTION#<nnn>     its options, in order
 *   QUESTION#<questionId>#WEIGHT           its scoring weight, when not 1.0
 * Options and weight sort right after their question (instead of the blueprint's `OPTION#<qid>#<n>`
 * and `WEIGHT#<qid>`), so saving an answer reads one question with its options in one exact Query.
 */
const partitionKey = key('pk', 'DIAGNOSTIC#${diagnosticId}', ['diagnosticId']);

export const DiagnosticEntity = new Entity(
  {
    model: { entity: 'diagnostic', version: '1', service: serviceName },
    attributes: {
      diagnosticId: { type: 'string', required: true, readOnly: true },
      slug: { type: 'string', required: true },
      title: { type: 'string', required: true },
      description: { type: 'string', required: true },
      icon: { type: 'string', required: true },
      isPublished: { type: 'boolean', required: true, default: true },
      /** sha256 of the seed content last loaded (functions/seed/catalogue-records.ts). */
      contentHash: { type: 'string' },
      /** When an admin last changed it or its questions: from then on the seed leaves it alone. */
      adminEditedAt: { type: 'string' },
      /** Counted in the admin statistics (functions/platform/data/stats.ts); absent on items written before. */
      counted: { type: 'boolean' },
      createdAt: { type: 'string', required: true, default: now },
      updatedAt: { type: 'string', required: true, default: now },
    },
    indexes: {
      byDiagnostic: {
        pk: partitionKey,
        sk: key('sk', 'META', []),
      },
      all: {
        index: 'gsi1',
        pk: key('gsi1pk', 'DIAGNOSTICS', []),
        sk: key('gsi1sk', '${slug}', ['slug']),
      },
    },
  },
  { client: documentClient, table: tableName },
);

export const QuestionEntity = new Entity(
  {
    model: { entity: 'diagnosticQuestion', version: '1', service: serviceName },
    attributes: {
      diagnosticId: { type: 'string', required: true, readOnly: true },
      questionId: { type: 'string', required: true, readOnly: true },
      text: { type: 'string', required: true },
      /** A string, not an enum: an unknown type must still load (the web shows it as unknown). */
      questionType: { type: 'string', required: true },
      orderNumber: { type: 'number', required: true },
      metadata: { type: CustomAttributeType<unknown>('any'), required: true },
      /** Set while the question is being deleted (QuestionDeletion): users no longer see or answer it. */
      deletion: { type: CustomAttributeType<unknown>('any') },
    },
    indexes: {
      byDiagnostic: {
        pk: partitionKey,
        sk: key('sk', 'QUESTION#${questionId}', ['questionId']),
      },
    },
  },
  { client: documentClient, table: tableName },
);

export const OptionEntity = new Entity(
  {
    model: { entity: 'diagnosticOption', version: '1', service: serviceName },
    attributes: {
      diagnosticId: { type: 'string', required: true, readOnly: true },
      questionId: { type: 'string', required: true, readOnly: true },
      optionId: { type: 'string', required: true },
      text: { type: 'string', required: true },
      value: { type: 'number', required: true },
      orderNumber: { type: 'number', required: true, padding: { length: 3, char: '0' } },
    },
    indexes: {
      byDiagnostic: {
        pk: partitionKey,
        sk: key('sk', 'QUESTION#${questionId}#OPTION#${orderNumber}', ['questionId', 'orderNumber']),
      },
    },
  },
  { client: documentClient, table: tableName },
);

export const WeightEntity = new Entity(
  {
    model: { entity: 'diagnosticWeight', version: '1', service: serviceName },
    attributes: {
      diagnosticId: { type: 'string', required: true, readOnly: true },
      questionId: { type: 'string', required: true, readOnly: true },
      weight: { type: 'number', required: true },
    },
    indexes: {
      byDiagnostic: {
        pk: partitionKey,
        sk: key('sk', 'QUESTION#${questionId}#WEIGHT', ['questionId']),
      },
    },
  },
  { client: documentClient, table: tableName },
);

export type DiagnosticItem = EntityItem<typeof DiagnosticEntity>;
export type QuestionItem = EntityItem<typeof QuestionEntity>;
export type OptionItem = EntityItem<typeof OptionEntity>;
export type WeightItem = EntityItem<typeof WeightEntity>;

export const DEFAULT_WEIGHT = 1.0;

export const diagnosticPartition = (diagnosticId: string) => `DIAGNOSTIC#${diagnosticId}`;

export function toDiagnostic(item: DiagnosticItem): Diagnostic {
  return {
    id: item.diagnosticId,
    slug: item.slug,
    title: item.title,
    description: item.description,
    icon: item.icon,
    isPublished: item.isPublished,
    createdAt: item.createdAt,
  };
}

export const toOption = (item: OptionItem): DiagnosticOption => ({
  id: item.optionId,
  questionId: item.questionId,
  text: item.text,
  value: item.value,
  orderNumber: item.orderNumber,
});

/** The catalogue items of one partition (or part of one), sorted into their entities. */
export interface CatalogueItems {
  meta: DiagnosticItem | null;
  questions: QuestionItem[];
  options: OptionItem[];
  weights: WeightItem[];
}

export function sortCatalogueItems(items: readonly RawItem[]): CatalogueItems {
  const sorted: CatalogueItems = { meta: null, questions: [], options: [], weights: [] };
  for (const Item of items) {
    switch (entityOf(Item)) {
      case 'diagnostic':
        sorted.meta = DiagnosticEntity.parse({ Item }).data;
        break;
      case 'diagnosticQuestion': {
        const { data } = QuestionEntity.parse({ Item });
        if (data) sorted.questions.push(data);
        break;
      }
      case 'diagnosticOption': {
        const { data } = OptionEntity.parse({ Item });
        if (data) sorted.options.push(data);
        break;
      }
      case 'diagnosticWeight': {
        const { data } = WeightEntity.parse({ Item });
        if (data) sorted.weights.push(data);
        break;
      }
    }
  }
  return sorted;
}

/**
 * Questions in orderNumber order, each with its options in order and its weight (default 1.0), and
 * whether it is being deleted (null when not). Users' reads drop the ones being deleted.
 */
function assembleAdminQuestions(items: CatalogueItems): AdminQuestion[] {
  const optionsOf = new Map<string, OptionItem[]>();
  for (const option of items.options) {
    optionsOf.set(option.questionId, [...(optionsOf.get(option.questionId) ?? []), option]);
  }
  const weightOf = new Map(items.weights.map((weight) => [weight.questionId, weight.weight]));
  return [...items.questions]
    .sort((a, b) => a.orderNumber - b.orderNumber || (a.questionId < b.questionId ? -1 : 1))
    .map((question) => ({
      id: question.questionId,
      diagnosticId: question.diagnosticId,
      text: question.text,
      questionType: question.questionType,
      orderNumber: question.orderNumber,
      metadata: question.metadata as QuestionMetadata,
      options: (optionsOf.get(question.questionId) ?? [])
        .sort((a, b) => a.orderNumber - b.orderNumber)
        .map(toOption),
      weight: weightOf.get(question.questionId) ?? DEFAULT_WEIGHT,
      deletion: (question.deletion as QuestionDeletion | undefined) ?? null,
    }));
}

/** The questions users see: the ones being deleted are already gone for them. */
function assembleQuestions(items: CatalogueItems): DiagnosticQuestion[] {
  return assembleAdminQuestions(items)
    .filter((question) => question.deletion === null)
    .map(({ deletion: _deletion, ...question }) => question);
}

/** Published diagnostics, by slug (one Query on gsi1; the web orders them for display). */
export async function listPublishedDiagnostics(): Promise<Diagnostic[]> {
  const { data } = await DiagnosticEntity.query
    .all({})
    .where(({ isPublished }, { eq }) => eq(isPublished, true))
    .go({ pages: 'all' });
  return data.map(toDiagnostic);
}

export async function getDiagnostic(diagnosticId: string): Promise<DiagnosticItem | null> {
  const { data } = await DiagnosticEntity.get({ diagnosticId }).go();
  return data;
}

/** The diagnostic and all its questions, options and weights: ONE Query on its partition. */
export async function getQuestionnaire(diagnosticId: string): Promise<QuestionnaireResponse | null> {
  const items = sortCatalogueItems(await queryPartition(diagnosticPartition(diagnosticId)));
  if (!items.meta) return null;
  return { diagnostic: toDiagnostic(items.meta), questions: assembleQuestions(items) };
}

/**
 * The admin's view of a diagnostic: its questions, options and weights, the ones being deleted
 * included (with their progress), and the question count: ONE Query on its partition.
 */
export async function getAdminQuestionnaire(
  diagnosticId: string,
): Promise<AdminQuestionnaireResponse | null> {
  const items = sortCatalogueItems(await queryPartition(diagnosticPartition(diagnosticId)));
  if (!items.meta) return null;
  const questions = assembleAdminQuestions(items);
  return { diagnostic: { ...toDiagnostic(items.meta), questionCount: questions.length }, questions };
}

/**
 * One question of a diagnostic with its options and weight, or null when the diagnostic has no
 * such question (or it is being deleted): ONE Query over `QUESTION#<id>` .. `QUESTION#<id>#~` (the question and the items
 * that sort right after it). Items of another question that happen to fall in the range (an id
 * that extends this one with a character below '#') are dropped by id.
 */
export async function getQuestion(
  diagnosticId: string,
  questionId: string,
): Promise<DiagnosticQuestion | null> {
  const raw = await queryRaw({
    KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
    ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
    ExpressionAttributeValues: {
      ':pk': diagnosticPartition(diagnosticId),
      ':from': `QUESTION#${questionId}`,
      ':to': `QUESTION#${questionId}#~`,
    },
  });
  const items = sortCatalogueItems(raw.filter((item) => item.questionId === questionId));
  return assembleQuestions(items)[0] ?? null;
}

/** Every diagnostic of the catalogue, published or not (one Query on gsi1). */
export async function listAllDiagnostics(): Promise<Diagnostic[]> {
  const { data } = await DiagnosticEntity.query.all({}).go({ pages: 'all' });
  return data.map(toDiagnostic);
}

/**
 * How many questions a diagnostic has: a COUNT Query of its partition's question items (the options
 * and weights that sort among them are filtered out by their entity). Exact, and nothing to keep in
 * step; the partition is read, but only the number comes back.
 */
export async function countQuestions(diagnosticId: string): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :question)',
        FilterExpression: '#entity = :entity',
        ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk', '#entity': '__edb_e__' },
        ExpressionAttributeValues: {
          ':pk': diagnosticPartition(diagnosticId),
          ':question': 'QUESTION#',
          ':entity': 'diagnosticQuestion',
        },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

/** Publishes or withdraws a diagnostic; null when there is none with that id (nothing written). */
export async function setPublished(
  diagnosticId: string,
  isPublished: boolean,
  audit: AuditEntry,
): Promise<Diagnostic | null> {
  return patchDiagnostic(diagnosticId, { isPublished, updatedAt: now() }, audit);
}

/**
 * A change to META with its audit in ONE transaction: META read first (the answer is what it holds
 * after the change; a transaction returns nothing), then the patch, which requires it to exist. Null
 * when there is no such diagnostic.
 */
async function patchDiagnostic(
  diagnosticId: string,
  change: Partial<DiagnosticItem>,
  audit: AuditEntry,
): Promise<Diagnostic | null> {
  const stored = await getDiagnostic(diagnosticId);
  if (!stored) return null;
  const outcome = await countedCatalogue.transaction
    .write(({ diagnostic }) => [diagnostic.patch({ diagnosticId }).set(change).commit(), ...auditOp(audit)])
    .go();
  if (outcome.canceled) {
    if (outcome.data[0]?.code === 'ConditionalCheckFailed') return null;
    throw new Error(`diagnostic change canceled (${outcome.data.map((entry) => entry.code).join(', ')})`);
  }
  audit.written();
  return toDiagnostic({ ...stored, ...change } as DiagnosticItem);
}

/** A diagnostic's META and the statistics counter, written together. */
const countedCatalogue = new Service(
  { diagnostic: DiagnosticEntity, stats: StatsEntity },
  { client: documentClient, table: tableName },
);

/**
 * A new diagnostic (unpublished, its id is its slug) and +1 diagnostics, with its audit and any
 * `contents` of its partition (an import's questions, when they fit), in one transaction; false
 * when a diagnostic with that slug exists (nothing written).
 */
export async function createDiagnostic(
  fields: {
    slug: string;
    title: string;
    description: string;
    icon: string;
  },
  audit: AuditEntry,
  contents: readonly RawItem[] = [],
): Promise<Diagnostic | null> {
  const at = now();
  const item = {
    diagnosticId: fields.slug,
    ...fields,
    isPublished: false,
    counted: true,
    createdAt: at,
    updatedAt: at,
  };
  const outcome = await countedCatalogue.transaction
    .write(({ diagnostic, stats }) => [
      diagnostic.create(item).commit(),
      stats.update({}).add({ diagnostics: 1 }).commit(),
      ...(contents.map((Item) => ({ Put: { TableName: tableName, Item } })) as never[]),
      ...auditOp(audit),
    ])
    .go();
  if (!outcome.canceled) {
    audit.written();
    return toDiagnostic(item as DiagnosticItem);
  }
  if (outcome.data[0]?.code === 'ConditionalCheckFailed') return null;
  throw new Error(`diagnostic creation canceled (${outcome.data.map((entry) => entry.code).join(', ')})`);
}

/** A diagnostic's title, description and icon; null when there is none with that id. */
export async function updateDiagnostic(
  diagnosticId: string,
  fields: { title: string; description: string; icon: string },
  audit: AuditEntry,
): Promise<Diagnostic | null> {
  return patchDiagnostic(diagnosticId, { ...fields, updatedAt: now(), adminEditedAt: now() }, audit);
}
