import type { AnalysisData, AnalysisResponse } from '../contracts/analyses';
import { isRecord } from '../contracts/analysis-data/common';
import { dossierSectionKeys, type DossierSectionKey } from '../contracts/analysis-data/dossier/sections';
import type { InvestorReport } from '../contracts/investor';
import { investorMessages } from '../contracts/messages/investor';
import { companyNameAnswer } from '../domain/company-name';
import type { DiagnosticKind } from '../domain/core-diagnostics';
import { DEFAULT_RISK_TOLERANCE, FALLBACK_PROFILE_NAME } from '../domain/investor-profile';
import { AnswerSheet } from './answers/answer-sheet';
import type { AnalysisInput } from './task-input';

/** The investor profile the dossier reads (the spec's investorProfile of the dossier generation). */
export interface DossierInvestorProfile {
  profile: string;
  score: number;
  description: string;
  riskTolerance: string;
  /** 'Erro ao calcular perfil: …' when it could not be computed (then 'Moderado', score 0); else null. */
  error: string | null;
}

/**
 * What every dossier section task reads (spec "Dossier section generation": the analyses, the
 * investor profile, the company name and the content generated so far). Besides the spec's inputs it
 * carries the four diagnostics' questionnaires and answers when loaded, so the sections can quote the
 * user's own words rather than only the analyses' paraphrases.
 */
export interface DossierSectionInput {
  companyName?: string;
  /** The user's first name, so the sections can address the person by it. */
  userFirstName?: string;
  /** The stored analyses' data, in any format the lenient readers accept; null when missing. */
  founderAnalysis: AnalysisData | null;
  businessAnalysis: AnalysisData | null;
  /** The management analysis: its overview and its areas in one object (the spec's analysis row). */
  managementAnalysis: AnalysisData | null;
  investorReport: InvestorReport | null;
  investorProfile: DossierInvestorProfile;
  answers: Partial<Record<DiagnosticKind, AnalysisInput>>;
  /** The sections already in the dossier (stored objects, read with readDossierSection). */
  sections: Partial<Record<DossierSectionKey, unknown>>;
}

type StoredAnalysis = Pick<AnalysisResponse, 'data' | 'overview' | 'companyName'> | null | undefined;

/** What the dossier workflow has loaded for a user: the inputs of buildDossierSectionInput. */
export interface LoadedDossierData {
  founder?: StoredAnalysis;
  business?: StoredAnalysis;
  management?: StoredAnalysis;
  investorReport: InvestorReport | null;
  /** Why the investor report is missing (a failed read or calculation), for the profile's error text. */
  investorReportFailure?: string;
  answers?: Partial<Record<DiagnosticKind, AnalysisInput>>;
  /** The dossier's stored content, if any: its sections are the ones generated so far. */
  content?: unknown;
  /** The user's first name (the profile's). */
  userFirstName?: string;
}

/**
 * The investor profile of the report; without a report, the spec's fallback: 'Moderado', score 0,
 * risk tolerance 'Equilibrada' and 'Erro ao calcular perfil: <motivo>'.
 */
export function dossierInvestorProfile(
  report: InvestorReport | null,
  failure: string = investorMessages.profile.noReport,
): DossierInvestorProfile {
  if (report) {
    return {
      profile: report.profileName,
      score: report.score,
      description: report.profileData.description,
      riskTolerance: report.profileData.riskTolerance,
      error: report.profileError,
    };
  }
  return {
    profile: FALLBACK_PROFILE_NAME,
    score: 0,
    description: '',
    riskTolerance: DEFAULT_RISK_TOLERANCE,
    error: investorMessages.profile.calculationFailed(failure),
  };
}

/** The management analysis as one object: the overview's fields with the areas' (spec 3). */
function managementData(stored: StoredAnalysis): AnalysisData | null {
  if (!stored) return null;
  const { data, overview } = stored;
  if (isRecord(data) && isRecord(overview)) return { ...overview, ...data };
  return data ?? overview ?? null;
}

/** The sections present in a stored dossier content. */
function sectionsOf(content: unknown): Partial<Record<DossierSectionKey, unknown>> {
  if (!isRecord(content)) return {};
  return Object.fromEntries(
    dossierSectionKeys.flatMap((key) => (isRecord(content[key]) ? [[key, content[key]]] : [])),
  );
}

/**
 * The input of a dossier section task from already-loaded data. The company name is the business
 * diagnostic's companyName answer, else the one an analysis was generated for.
 */
export function buildDossierSectionInput(loaded: LoadedDossierData): DossierSectionInput {
  const answers = loaded.answers ?? {};
  const business = answers.business;
  const companyName =
    (business ? companyNameAnswer(business.questions, business.answers) : undefined) ??
    [loaded.business, loaded.founder, loaded.management].find((stored) => stored?.companyName)?.companyName ??
    undefined;
  return {
    ...(companyName ? { companyName } : {}),
    ...(loaded.userFirstName ? { userFirstName: loaded.userFirstName } : {}),
    founderAnalysis: loaded.founder?.data ?? null,
    businessAnalysis: loaded.business?.data ?? null,
    managementAnalysis: managementData(loaded.management),
    investorReport: loaded.investorReport,
    investorProfile: dossierInvestorProfile(loaded.investorReport, loaded.investorReportFailure),
    answers,
    sections: sectionsOf(loaded.content),
  };
}

/** The user's answer on the priorities for the next 12 months (management diagnostic), if written. */
export function statedPrioritiesAnswer(answers: LoadedDossierData['answers']): string | undefined {
  const management = answers?.management;
  const text = management ? new AnswerSheet(management).text('prioridades_12_meses')?.trim() : undefined;
  return text ? text : undefined;
}
