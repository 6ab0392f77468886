import type { AnalysisInput } from '../ai/port';
import { listAnswers } from '../data/diagnostic-results';
import { getQuestionnaire } from '../data/diagnostics';

/** The business diagnostic: its companyName answer names the company in the other analyses. */
export const BUSINESS_DIAGNOSTIC_ID = 'negocio';

/** A questionnaire the analysis needs is gone (unpublished or deleted): not worth retrying. */
export class AnalysisInputError extends Error {
  override name = 'AnalysisInputError';
}

/** The company name the user gave in the business diagnostic, if any (two Queries). */
export async function businessCompanyName(userId: string): Promise<string | undefined> {
  const [questionnaire, answers] = await Promise.all([
    getQuestionnaire(BUSINESS_DIAGNOSTIC_ID),
    listAnswers(userId, BUSINESS_DIAGNOSTIC_ID),
  ]);
  const question = questionnaire?.questions.find((candidate) => candidate.metadata.role === 'companyName');
  if (!question) return undefined;
  const text = answers.find((answer) => answer.questionId === question.id)?.metadata.text_response?.trim();
  return text ? text : undefined;
}

/**
 * The model input of a diagnostic: its questionnaire and the user's answers (read in parallel), plus
 * the business companyName answer for the other diagnostics.
 */
export async function loadAnalysisInput(userId: string, diagnosticId: string): Promise<AnalysisInput> {
  const [questionnaire, answers, companyName] = await Promise.all([
    getQuestionnaire(diagnosticId),
    listAnswers(userId, diagnosticId),
    diagnosticId === BUSINESS_DIAGNOSTIC_ID ? Promise.resolve(undefined) : businessCompanyName(userId),
  ]);
  if (!questionnaire) throw new AnalysisInputError(`Diagnóstico ${diagnosticId} não encontrado`);
  return {
    diagnostic: questionnaire.diagnostic,
    questions: questionnaire.questions,
    answers,
    ...(companyName ? { companyName } : {}),
  };
}
