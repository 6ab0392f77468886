import { generateWithReservedUnit } from '../ai/request-failure';
import { modelPort } from '../ai/model-port';
import type { AnalysisInput } from '../ai/task-input';
import { SECTION_ANALYSIS_RESULT_ID, type SectionAnalysis } from '../contracts/analyses';
import { diagnosticsMessages } from '../contracts/messages/diagnostics';
import { sectionAnalysisMessages } from '../contracts/messages/section-analysis';
import { analysisApiMessages } from '../contracts/messages/analysis-api';
import { listAnswers } from '../diagnostics/diagnostic-results';
import { getQuestionnaire } from '../diagnostics/diagnostics';
import { getSectionAnalysis, saveSectionAnalysis, toSectionAnalysis } from './section-analyses';
import { knownCompanyName } from './analysis-input';
import { getProfile } from '../account/profiles';
import { sectionAnswersVersion, sectionReadiness } from '../domain/section-analysis';
import { conflictFailure, DomainError, notFoundFailure } from '../domain/errors';
import { saoPauloDate } from '../domain/notifications';
import { reserveDailyUnit, returnDailyUnit } from '../platform/data/quotas';
import { dailyCaps } from '../platform/data/daily-caps';

const text = sectionAnalysisMessages;

/**
 * Section analyses a user may generate per day (São Paulo calendar day): every section of the founder
 * diagnostic (eight in the seeded questionnaire) twice. Asking again with unchanged answers returns the
 * stored analysis and costs nothing, unless it is asked to be redone. Decisions 0039, 0064.
 */
export const FOUNDER_SECTION_ANALYSES_PER_DAY = dailyCaps.founderSections;

/**
 * The analysis of one section of the founder diagnostic (result id = diagnostic id), from the user's
 * own stored questions and answers (the client sends only the keys). The model is called synchronously
 * (the local analyst answers at once; Bedrock within the route's Lambda timeout). Asking again without
 * having changed the section's answers returns the stored analysis without calling the model; with
 * `redo`, the section is analysed again all the same, under the same cap (the stored text is replaced
 * only once the new one is there, so a failure keeps it).
 *
 * Three sequential round trips when the model is called (one when the stored analysis is returned):
 * 1. the reads in parallel (questionnaire, answers, the section's stored analysis, the company name as
 *    far as it is known, the profile's first name), beside the subscription check;
 * 2. the reservation: ONE conditional UpdateItem that takes a unit of the day's cap
 *    (FOUNDER_SECTION_ANALYSES_PER_DAY) before the model is called; a round trip of its own, as
 *    Genius's (functions/action-plan/genius.ts): N requests at once make at most the units left calls;
 * 3. after the reply, ONE PutItem that stores the section's text.
 * The unit is given back only when the call never reached the model (`reachedModel`, decision 0039).
 * - Not the founder diagnostic, or it is unpublished: 404. A key that names no section: 404.
 * - A section with a question not validly answered: 409.
 * - The day's cap used: 429 with when it renews, and the model is not called.
 * - The model throttled: 429; failed otherwise: 500, both with a Portuguese message.
 */
export async function analyseSection(
  userId: string,
  resultId: string,
  sectionKey: string,
  redo = false,
): Promise<SectionAnalysis> {
  if (resultId !== SECTION_ANALYSIS_RESULT_ID) throw notFoundFailure(text.notAvailable);
  const diagnosticId = resultId;
  const [questionnaire, answers, stored, companyName, profile] = await Promise.all([
    getQuestionnaire(diagnosticId),
    listAnswers(userId, diagnosticId),
    getSectionAnalysis(userId, resultId, sectionKey),
    knownCompanyName(userId),
    getProfile(userId),
  ]);
  if (!questionnaire?.diagnostic.isPublished) throw notFoundFailure(diagnosticsMessages.notAvailable);

  const readiness = sectionReadiness(questionnaire.questions, answers, sectionKey);
  if (readiness.state === 'unknown') throw notFoundFailure(text.sectionNotFound);
  if (readiness.state === 'incomplete') throw conflictFailure(text.incomplete);

  const answersVersion = sectionAnswersVersion(readiness.group.questions, answers);
  if (stored && stored.answersVersion === answersVersion && !redo) return toSectionAnalysis(stored);

  const day = saoPauloDate(new Date());
  if (!(await reserveDailyUnit(userId, 'founderSections', { day, max: FOUNDER_SECTION_ANALYSES_PER_DAY }))) {
    throw new DomainError('limit-reached', text.dailyLimit(FOUNDER_SECTION_ANALYSES_PER_DAY));
  }
  const input: AnalysisInput = {
    diagnostic: questionnaire.diagnostic,
    questions: questionnaire.questions,
    answers,
    sectionKey,
    ...(companyName ? { companyName } : {}),
    ...(profile?.firstName ? { userFirstName: profile.firstName } : {}),
  };
  // The port has validated the text against the task's schema already.
  const output = await generateWithReservedUnit(
    () => modelPort().generate('founder-section', input),
    () => returnDailyUnit(userId, 'founderSections', day),
    { invalid: analysisApiMessages.failed, unavailable: analysisApiMessages.modelUnavailable },
  );
  const saved = await saveSectionAnalysis(userId, resultId, {
    sectionKey,
    analysis: output.analysis,
    generatedLocally: output.generatedLocally === true,
    answersVersion,
  });
  return toSectionAnalysis(saved);
}
