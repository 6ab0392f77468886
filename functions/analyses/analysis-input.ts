import type { AnalysisInput } from '../ai/task-input';
import { listAnswers } from '../diagnostics/diagnostic-results';
import { getQuestionnaire } from '../diagnostics/diagnostics';
import { companyNameAnswer } from '../domain/company-name';
import { coreDiagnostics } from '../domain/core-diagnostics';
import { getProfile } from '../account/profiles';

/** The business diagnostic: its companyName answer names the company in the other analyses. */
export const BUSINESS_DIAGNOSTIC_ID = coreDiagnostics.business.slug;

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
  return questionnaire ? companyNameAnswer(questionnaire.questions, answers) : undefined;
}

/**
 * The model input of a diagnostic: its questionnaire and the user's answers (read in parallel), plus
 * the company name: the business diagnostic's own companyName answer, or for the other diagnostics
 * the business answer (two more Queries in the same round trip), and the user's first name (the profile).
 */
export async function loadAnalysisInput(userId: string, diagnosticId: string): Promise<AnalysisInput> {
  const isBusiness = diagnosticId === BUSINESS_DIAGNOSTIC_ID;
  const [questionnaire, answers, otherCompanyName, profile] = await Promise.all([
    getQuestionnaire(diagnosticId),
    listAnswers(userId, diagnosticId),
    isBusiness ? Promise.resolve(undefined) : businessCompanyName(userId),
    getProfile(userId),
  ]);
  if (!questionnaire) throw new AnalysisInputError(`Diagnóstico ${diagnosticId} não encontrado`);
  const companyName = isBusiness ? companyNameAnswer(questionnaire.questions, answers) : otherCompanyName;
  return {
    diagnostic: questionnaire.diagnostic,
    questions: questionnaire.questions,
    answers,
    ...(companyName ? { companyName } : {}),
    ...(profile?.firstName ? { userFirstName: profile.firstName } : {}),
  };
}
