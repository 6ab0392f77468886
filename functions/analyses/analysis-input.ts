import type { AnalysisInput } from '../ai/task-input';
import { listAnswers } from '../diagnostics/diagnostic-results';
import { getQuestionnaire } from '../diagnostics/diagnostics';
import { companyNameAnswer } from '../domain/company-name';
import { coreDiagnostics } from '../domain/core-diagnostics';
import { answeredRevenue } from '../domain/investor-revenue';
import { getProfile } from '../account/profiles';
import { getAnalyses } from './analyses';

/** The business diagnostic: its companyName answer names the company in the other analyses. */
export const BUSINESS_DIAGNOSTIC_ID = coreDiagnostics.business.slug;
const INVESTOR_DIAGNOSTIC_ID = coreDiagnostics.investor.slug;
/** The analyses that store the company name they were generated for. */
const NAMED_ANALYSES = [
  coreDiagnostics.business.slug,
  coreDiagnostics.founder.slug,
  coreDiagnostics.management.slug,
] as const;

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
 * The company name as far as it is known (decision 0059): the business diagnostic's companyName answer,
 * completed or still in progress; else the name a stored analysis was generated for (the business
 * answers reset since). Undefined when the user never gave one (the founder diagnostic answered first):
 * the prompts then neither show a name nor ask to cite it. Two Queries and one BatchGetItem, together.
 */
export async function knownCompanyName(userId: string): Promise<string | undefined> {
  const [answered, stored] = await Promise.all([
    businessCompanyName(userId),
    getAnalyses(userId, NAMED_ANALYSES),
  ]);
  return answered ?? stored.find((analysis) => analysis?.companyName)?.companyName ?? undefined;
}

/** The monthly revenue given in the investor diagnostic, if answered (two Queries). */
async function investorRevenue(userId: string): Promise<number | undefined> {
  const [questionnaire, answers] = await Promise.all([
    getQuestionnaire(INVESTOR_DIAGNOSTIC_ID),
    listAnswers(userId, INVESTOR_DIAGNOSTIC_ID),
  ]);
  return questionnaire ? answeredRevenue(questionnaire.questions, answers) : undefined;
}

/**
 * The model input of a diagnostic, read in one round trip: its questionnaire and the user's answers,
 * the company name (the business diagnostic's own answer, else knownCompanyName), the user's first
 * name (the profile) and, for the business analysis, the current monthly revenue the investor
 * diagnostic gave (the 12-month goal is sized against it).
 */
export async function loadAnalysisInput(userId: string, diagnosticId: string): Promise<AnalysisInput> {
  const isBusiness = diagnosticId === BUSINESS_DIAGNOSTIC_ID;
  const [questionnaire, answers, knownName, profile, monthlyRevenue] = await Promise.all([
    getQuestionnaire(diagnosticId),
    listAnswers(userId, diagnosticId),
    knownCompanyName(userId),
    getProfile(userId),
    isBusiness ? investorRevenue(userId) : Promise.resolve(undefined),
  ]);
  if (!questionnaire) throw new AnalysisInputError(`Diagnóstico ${diagnosticId} não encontrado`);
  const companyName =
    (isBusiness ? companyNameAnswer(questionnaire.questions, answers) : undefined) ?? knownName;
  return {
    diagnostic: questionnaire.diagnostic,
    questions: questionnaire.questions,
    answers,
    ...(companyName ? { companyName } : {}),
    ...(profile?.firstName ? { userFirstName: profile.firstName } : {}),
    ...(monthlyRevenue ? { monthlyRevenue } : {}),
  };
}
