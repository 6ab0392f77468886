import { investorReportParams, type InvestorReport } from '../../contracts/investor';
import { diagnosticsMessages } from '../../contracts/messages/diagnostics';
import { investorMessages } from '../../contracts/messages/investor';
import { getResultWithAnswers } from '../../diagnostics/diagnostic-results';
import { getQuestionnaire } from '../../diagnostics/diagnostics';
import { listInvestmentRecommendations, listInvestorProfiles } from '../investor-catalogue';
import { getInvestorReport, saveInvestorReport } from '../investor-reports';
import { buildInvestorReport } from '../../domain/investor-report';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { conflict, notFound } from '../../platform/http/errors';
import { log } from '../../platform/http/log';

/** A read whose failure the spec swallows: logged, then the fallback value. */
const orElse = <T>(read: Promise<T>, fallback: T, what: string): Promise<T> =>
  read.catch((error: unknown) => {
    log('warn', `${what} read failed; using the fallback`, { error: String(error) });
    return fallback;
  });

/**
 * The signed-in user's investor report for a result (result id = diagnostic id, 'investidor'). One round
 * trip of parallel reads: questionnaire (Query), result (GetItem) and answers (Query), profiles (Query),
 * recommendations (Query) and the previous report (GetItem). Then, when the result is completed, the
 * report is computed, written when it differs from the previous one (one PutItem) and returned. Only
 * the token's user is ever read or written.
 * - Diagnostic missing or unpublished: 404 'Diagnóstico não disponível'; not an investor diagnostic (no
 *   revenue question): 404. No result or not completed: 409.
 * - Spec fallbacks: recommendations that fail to load → the default allocation ('Erro ao carregar
 *   recomendação'); profiles that fail to load → the profile falls back to Moderado with its error text;
 *   a previous report that fails to load → as if there was none.
 */
export const handler = defineHandler(
  'GET /api/investor-report/{resultId}',
  { params: investorReportParams },
  async ({ auth, params }) => {
    const { resultId } = params;
    const [questionnaire, { result, answers }, profiles, recommendations, previous] = await Promise.all([
      getQuestionnaire(resultId),
      getResultWithAnswers(auth.userId, resultId),
      orElse(listInvestorProfiles(), [], 'investor profiles'),
      orElse(listInvestmentRecommendations(), [], investorMessages.errors.recommendationLoad),
      orElse(getInvestorReport(auth.userId, resultId), null, 'investor report'),
    ]);
    if (!questionnaire?.diagnostic.isPublished) throw notFound(diagnosticsMessages.notAvailable);
    if (!questionnaire.questions.some((question) => question.metadata.role === 'revenue')) {
      throw notFound(investorMessages.report.notInvestorDiagnostic);
    }
    if (!result?.completed) throw conflict(investorMessages.report.notCompleted);

    const report = buildInvestorReport(resultId, questionnaire.questions, answers, profiles, recommendations);
    const saved: InvestorReport = await saveInvestorReport(auth.userId, report, previous);
    return ok(saved);
  },
);
