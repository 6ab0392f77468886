import { Service } from 'electrodb';
import {
  DATA_EXPORT_FORMAT,
  DATA_EXPORT_VERSION,
  DATA_EXPORTS_PER_DAY,
  type DataExport,
} from '../contracts/my-data';
import { errorsMessages } from '../contracts/messages/errors';
import { myDataMessages } from '../contracts/messages/my-data';
import { DomainError, notFoundFailure } from '../domain/errors';
import { saoPauloDate } from '../domain/notifications';
import { listAuditOfUser } from '../platform/data/audit-log';
import { entityOf, queryPartition, type RawItem } from '../platform/data/raw-items';
import { QuotaEntity, type DailyLimit } from '../platform/data/quotas';
import { documentClient, tableName } from '../platform/data/client';
import { tableSchema } from '../platform/data/table';
import { Profile } from './profiles';

/**
 * The largest export answered directly: API Gateway and Lambda carry at most 6 MB in a synchronous
 * answer; the rest is left for the envelope (decision 0047).
 */
export const MAX_EXPORT_BYTES = 5_500_000;

type ListName = Exclude<
  keyof DataExport,
  | 'format'
  | 'version'
  | 'exportedAt'
  | 'userId'
  | 'profile'
  | 'subscription'
  | 'dossier'
  | 'accountHistory'
  | 'other'
>;

/** Where each kind of stored record goes in the export (by its ElectroDB entity). */
const listOf: Record<string, ListName> = {
  diagnosticAnswer: 'answers',
  diagnosticResult: 'diagnosticResults',
  analysis: 'analyses',
  sectionAnalysis: 'founderSections',
  investorReport: 'investorReports',
  actionPlan: 'actionPlans',
  actionItem: 'tasks',
  actionNote: 'notes',
  geniusConversation: 'geniusConversations',
  planGeneration: 'planGenerations',
  planAreaDraft: 'planGenerations',
  materialProgress: 'learningProgress',
  websiteAnalysis: 'websiteAnalyses',
  instagramAnalysis: 'instagramAnalyses',
  notificationState: 'notificationState',
  dailyQuota: 'dailyUsage',
  analysisRuns: 'dailyUsage',
  impersonationSession: 'impersonationSessions',
};

/** The table's keys, ElectroDB's stamps and the TTL: how it is stored, not what it says. */
const storageFields = new Set<string>([
  tableSchema.partitionKey,
  tableSchema.sortKey,
  ...tableSchema.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  tableSchema.timeToLiveAttribute,
  '__edb_e__',
  '__edb_v__',
]);

const contentOf = (item: RawItem): Record<string, unknown> =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !storageFields.has(name)));

/**
 * The export of what one Query of the user's partition and one of her audit trail read. The records
 * are passed on as stored (less the storage fields): `dataExport` is their contract, held by the tests.
 */
export function buildDataExport(
  userId: string,
  items: readonly RawItem[],
  history: readonly { at: string; action: string; actorId: string }[],
  exportedAt: string,
): DataExport {
  type Content = Record<string, unknown>;
  const lists = Object.fromEntries(
    [...new Set(Object.values(listOf))].map((name) => [name, [] as Content[]]),
  ) as Record<ListName, Content[]>;
  const single: Record<'profile' | 'subscription' | 'dossier', Content | null> = {
    profile: null,
    subscription: null,
    dossier: null,
  };
  const sections: Content[] = [];
  const other: DataExport['other'] = [];
  for (const item of items) {
    const kind = entityOf(item) ?? 'unknown';
    const content = contentOf(item);
    const list = listOf[kind];
    if (kind === 'profile' || kind === 'subscription' || kind === 'dossier') single[kind] = content;
    else if (kind === 'dossierSection') sections.push(content);
    else if (list) lists[list].push(content);
    else other.push({ kind, record: content });
  }
  if (!single.profile) throw notFoundFailure(errorsMessages.notFound);
  const answer = {
    format: DATA_EXPORT_FORMAT,
    version: DATA_EXPORT_VERSION,
    exportedAt,
    userId,
    profile: single.profile,
    subscription: single.subscription,
    ...lists,
    dossier: { document: single.dossier, sections },
    accountHistory: history.map((entry) => ({
      at: entry.at,
      action: entry.action,
      byYou: entry.actorId === userId,
    })),
    other,
  };
  return answer as unknown as DataExport;
}

/** The account and a unit of the day's exports, checked together: ONE transaction, nothing written otherwise. */
const withQuota = new Service(
  { profile: Profile, quota: QuotaEntity },
  { client: documentClient, table: tableName },
);

/**
 * Takes one of the day's downloads, only while the account exists (a token that outlived its account
 * answers 404 and leaves no counter behind): the profile's check and the reservation in one transaction.
 */
async function reserveExport(userId: string, limit: DailyLimit): Promise<void> {
  const outcome = await withQuota.transaction
    .write(({ profile, quota }) => [
      profile
        .check({ userId })
        .where(({ userId: id }, { exists }) => exists(id))
        .commit(),
      quota
        .update({ userId, day: limit.day })
        .add({ dataExports: 1 })
        .where(
          ({ dataExports }, { notExists, lt }) =>
            `${notExists(dataExports)} OR ${lt(dataExports, limit.max)}`,
        )
        .commit(),
    ])
    .go();
  if (!outcome.canceled) return;
  const [account, cap] = outcome.data.map((entry) => entry.code);
  if (account === 'ConditionalCheckFailed') throw notFoundFailure(errorsMessages.notFound);
  if (cap === 'ConditionalCheckFailed') {
    throw new DomainError('limit-reached', myDataMessages.export.limit(limit.max));
  }
  throw new Error(`reserving a data export canceled (${[account, cap].join(', ')})`);
}

/**
 * "Baixar meus dados": one unit of the day's cap taken first (refused: nothing read), then ONE Query
 * of the user's partition (every item she owns) and ONE of her audit trail (gsi1), as one JSON
 * document; refused with a clear message when it would not fit in a direct answer. A token that
 * outlived its account (deleted) finds no profile and writes nothing.
 */
export async function exportMyData(userId: string, at = new Date()): Promise<DataExport> {
  await reserveExport(userId, { day: saoPauloDate(at), max: DATA_EXPORTS_PER_DAY });
  const [items, history] = await Promise.all([queryPartition(`USER#${userId}`), listAuditOfUser(userId)]);
  const answer = buildDataExport(userId, items, history, at.toISOString());
  const bytes = Buffer.byteLength(JSON.stringify(answer));
  if (bytes > MAX_EXPORT_BYTES) {
    const megabytes = (bytes / 1_000_000).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
    throw new DomainError('failed', myDataMessages.export.tooLarge(megabytes), {
      bytes,
      limit: MAX_EXPORT_BYTES,
    });
  }
  return answer;
}
