import { modelRequestFailure } from '../ai/request-failure';
import { modelPort } from '../ai/model-port';
import type { AnalysisInput } from '../ai/task-input';
import { SECTION_ANALYSIS_RESULT_ID, type SectionAnalysis } from '../contracts/analyses';
import { diagnosticsMessages } from '../contracts/messages/diagnostics';
import { sectionAnalysisMessages } from '../contracts/messages/section-analysis';
import { analysisApiMessages } from '../contracts/messages/analysis-api';
import { listAnswers } from '../diagnostics/diagnostic-results';
import { getQuestionnaire } from '../diagnostics/diagnostics';
import { getSectionAnalysis, saveSectionAnalysis, toSectionAnalysis } from './section-analyses';
import { sectionAnswersVersion, sectionReadiness } from '../domain/section-analysis';
import { conflictFailure, notFoundFailure } from '../domain/errors';

const text = sectionAnalysisMessages;

/**
 * The analysis of one section of the founder diagnostic (result id = diagnostic id), from the user's
 * own stored questions and answers (the client sends only the keys). Reads in parallel: the
 * questionnaire, the answers and the stored analysis of the section. The model is called synchronously
 * (the local analyst answers at once; Bedrock within the route's Lambda timeout) and the text is stored
 * per section (one PutItem). Asking again without having changed the section's answers returns the
 * stored analysis without calling the model.
 * - Not the founder diagnostic, or it is unpublished: 404. A key that names no section: 404.
 * - A section with a question not validly answered: 409.
 * - The model throttled: 429; failed otherwise: 500, both with a Portuguese message.
 */
export async function analyseSection(
  userId: string,
  resultId: string,
  sectionKey: string,
): Promise<SectionAnalysis> {
  if (resultId !== SECTION_ANALYSIS_RESULT_ID) throw notFoundFailure(text.notAvailable);
  const diagnosticId = resultId;
  const [questionnaire, answers, stored] = await Promise.all([
    getQuestionnaire(diagnosticId),
    listAnswers(userId, diagnosticId),
    getSectionAnalysis(userId, resultId, sectionKey),
  ]);
  if (!questionnaire?.diagnostic.isPublished) throw notFoundFailure(diagnosticsMessages.notAvailable);

  const readiness = sectionReadiness(questionnaire.questions, answers, sectionKey);
  if (readiness.state === 'unknown') throw notFoundFailure(text.sectionNotFound);
  if (readiness.state === 'incomplete') throw conflictFailure(text.incomplete);

  const answersVersion = sectionAnswersVersion(readiness.group.questions, answers);
  if (stored && stored.answersVersion === answersVersion) return toSectionAnalysis(stored);

  const output = await generate({
    diagnostic: questionnaire.diagnostic,
    questions: questionnaire.questions,
    answers,
    sectionKey,
  });
  const saved = await saveSectionAnalysis(userId, resultId, {
    sectionKey,
    analysis: output.analysis,
    generatedLocally: output.generatedLocally === true,
    answersVersion,
  });
  return toSectionAnalysis(saved);
}

/** The section's text; the port has validated it against the task's schema already. */
async function generate(input: AnalysisInput) {
  try {
    return await modelPort().generate('founder-section', input);
  } catch (error) {
    throw modelRequestFailure(error, {
      invalid: analysisApiMessages.failed,
      unavailable: analysisApiMessages.modelUnavailable,
    });
  }
}
