import { Service } from 'electrodb';
import type { DiagnosticResult } from '../contracts/diagnostics';
import { AnalysisEntity } from '../analyses/analyses';
import { documentClient, tableName } from '../platform/data/client';
import { now } from '../platform/data/clock';
import { AnswerEntity, ResultChangedError, ResultEntity } from './diagnostic-results';
import { InvestorReportEntity } from '../analyses/investor-reports';
import { SectionAnalysisEntity } from '../analyses/section-analyses';
import { nonZero, StatsEntity } from '../platform/data/stats';

/** Written together when a diagnostic is reset: its result, answers, analyses and the counters. */
const reset = new Service(
  {
    result: ResultEntity,
    answer: AnswerEntity,
    analysis: AnalysisEntity,
    section: SectionAnalysisEntity,
    investorReport: InvestorReportEntity,
    stats: StatsEntity,
  },
  { client: documentClient, table: tableName },
);

/** DynamoDB's most items in one TransactWriteItems. */
const TRANSACTION_LIMIT = 100;

/** What a reset deletes and starts from: read in one round trip (with the caller's other reads). */
export interface ResetTargets {
  result: { createdAt: string; completed: boolean } | null;
  questionIds: string[];
  sectionKeys: string[];
}

/** The result (consistent), its answers' and founder section analyses' keys: sent together. */
export async function readResetTargets(userId: string, diagnosticId: string): Promise<ResetTargets> {
  const [result, answers, sections] = await Promise.all([
    ResultEntity.get({ userId, diagnosticId }).go({
      consistent: true,
      attributes: ['createdAt', 'completed'],
    }),
    AnswerEntity.query.byUser({ userId, diagnosticId }).go({ pages: 'all', attributes: ['questionId'] }),
    SectionAnalysisEntity.query
      .byUser({ userId, resultId: diagnosticId })
      .go({ pages: 'all', attributes: ['sectionKey'] }),
  ]);
  return {
    result: result.data,
    questionIds: answers.data.map((answer) => answer.questionId),
    sectionKeys: sections.data.map((section) => section.sectionKey),
  };
}

/**
 * Starts a diagnostic over in ONE TransactWriteItems, all or nothing: the result not completed (no
 * score, profile result or completion time; created when missing) with its counters, every answer,
 * the analysis, the founder section analyses and the investor report deleted. `targets` as the caller
 * read them: the write is conditioned on the result's state (a concurrent change cancels it with
 * ResultChangedError) and the answer needs no read after it. 'too-large' when it does not fit one
 * transaction (the caller then resets step by step).
 */
export async function resetInOneTransaction(
  userId: string,
  diagnosticId: string,
  targets: ResetTargets,
): Promise<DiagnosticResult | 'too-large'> {
  const stored = targets.result;
  const counted = nonZero({ results: stored ? 0 : 1, completedResults: stored?.completed ? -1 : 0 });
  const itemCount =
    1 + targets.questionIds.length + 2 + targets.sectionKeys.length + (Object.keys(counted).length ? 1 : 0);
  if (itemCount > TRANSACTION_LIMIT) return 'too-large';
  const at = now();
  const resultId = diagnosticId;
  const outcome = await reset.transaction
    .write(({ result, answer, analysis, section, investorReport, stats }) => [
      stored
        ? result
            .patch({ userId, diagnosticId })
            .set({ completed: false, updatedAt: at })
            .remove(['profileResult', 'score', 'completedAt'])
            .where(({ completed }, { eq }) => eq(completed, stored.completed))
            .commit()
        : result.create({ userId, diagnosticId, completed: false, createdAt: at, updatedAt: at }).commit(),
      ...targets.questionIds.map((questionId) =>
        answer.delete({ userId, diagnosticId, questionId }).commit(),
      ),
      analysis.delete({ userId, resultId }).commit(),
      investorReport.delete({ userId, resultId }).commit(),
      ...targets.sectionKeys.map((sectionKey) => section.delete({ userId, resultId, sectionKey }).commit()),
      ...(Object.keys(counted).length ? [stats.update({}).add(counted).commit()] : []),
    ])
    .go();
  if (outcome.canceled) {
    const codes = outcome.data.map((item) => item.code);
    if (codes[0] === 'ConditionalCheckFailed') throw new ResultChangedError(diagnosticId);
    throw new Error(`reset transaction canceled (${codes.join(', ')})`);
  }
  return {
    id: diagnosticId,
    diagnosticId,
    completed: false,
    profileResult: null,
    score: null,
    completedAt: null,
    createdAt: stored?.createdAt ?? at,
    updatedAt: at,
  };
}
