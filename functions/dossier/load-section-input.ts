import type { LoadedDossierData } from '../ai/dossier-input';
import type { AnalysisInput } from '../ai/task-input';
import type { AnalysisResponse } from '../contracts/analyses';
import { dossierSectionKeys } from '../contracts/analysis-data/dossier/sections';
import type { InvestorReport } from '../contracts/investor';
import { getAnalysis } from '../analyses/analyses';
import { listAnswers, listResults } from '../diagnostics/diagnostic-results';
import { getQuestionnaire } from '../diagnostics/diagnostics';
import { readDossier, type StoredDossier } from './dossier';
import { getProfile } from '../account/profiles';
import { listInvestmentRecommendations, listInvestorProfiles } from '../analyses/investor-catalogue';
import { now } from '../platform/data/clock';
import { coreDiagnostics, diagnosticKinds, type DiagnosticKind } from '../domain/core-diagnostics';
import { buildInvestorReport } from '../domain/investor-report';
import { log } from '../platform/http/log';
import { sourceTimes, staleSources, type SourceTimes } from './staleness';

/** A read whose failure the spec swallows (the investor catalogue): logged, then the fallback. */
const orElse = <T>(read: Promise<T>, fallback: T, what: string): Promise<T> =>
  read.catch((error: unknown) => {
    log('warn', `${what} read failed; using the fallback`, { error: String(error) });
    return fallback;
  });

type Answered = Partial<Record<DiagnosticKind, AnalysisInput>>;

/** The investor report computed from the user's answers now, or why it could not be. */
function investorReportOf(
  input: AnalysisInput | undefined,
  profiles: Parameters<typeof buildInvestorReport>[3],
  recommendations: Parameters<typeof buildInvestorReport>[4],
): { report: InvestorReport | null; failure?: string } {
  if (!input || input.answers.length === 0) return { report: null };
  try {
    const at = now();
    const report = buildInvestorReport(
      input.diagnostic.id,
      input.questions,
      input.answers,
      profiles,
      recommendations,
    );
    return { report: { ...report, createdAt: at, updatedAt: at } };
  } catch (error) {
    return { report: null, failure: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The stored sections that are completed, as the dossier's content (the sections generated so far);
 * with `fresh`, only those whose sources were not redone since (a stale one would pull the new section
 * towards what the redone analysis no longer says).
 */
function completedContent(stored: StoredDossier, fresh?: SourceTimes): Record<string, unknown> {
  return Object.fromEntries(
    dossierSectionKeys.flatMap((key) => {
      const section = stored.sections[key];
      if (section?.status !== 'completed' || !section.content) return [];
      if (fresh && staleSources(key, section, fresh).length > 0) return [];
      return [[key, section.content]];
    }),
  );
}

/** What the dossier's loads give besides the task's input: the versions of the sources read. */
export interface LoadedDossier extends LoadedDossierData {
  sources: SourceTimes;
}

/**
 * Everything a dossier section task reads, in ONE round trip of parallel reads: the four
 * questionnaires and the user's answers and results, the three generated analyses, the investor
 * catalogue and the dossier and the profile (the first name). The investor report is computed from the
 * answers (the spec's calculate_investor_profile), so it is current even when the investor screen was
 * never opened. `content`: the completed sections; with `freshOnly`, those not stale (a section's
 * generation reads these, the plan every one).
 */
export async function loadDossierData(
  userId: string,
  { freshOnly = false }: { freshOnly?: boolean } = {},
): Promise<LoadedDossier> {
  const slugs = diagnosticKinds.map((kind) => coreDiagnostics[kind].slug);
  const [questionnaires, answerLists, analyses, profiles, recommendations, stored, profile, results] =
    await Promise.all([
      Promise.all(slugs.map((slug) => getQuestionnaire(slug))),
      Promise.all(slugs.map((slug) => listAnswers(userId, slug))),
      Promise.all(
        slugs.map((slug, index) =>
          coreDiagnostics[diagnosticKinds[index]!].analysis ? getAnalysis(userId, slug) : null,
        ),
      ),
      orElse(listInvestorProfiles(), [], 'investor profiles'),
      orElse(listInvestmentRecommendations(), [], 'investment recommendations'),
      readDossier(userId),
      getProfile(userId),
      listResults(userId),
    ]);
  const answers: Answered = {};
  const generated: Partial<Record<DiagnosticKind, AnalysisResponse | null>> = {};
  diagnosticKinds.forEach((kind, index) => {
    const questionnaire = questionnaires[index];
    if (questionnaire) {
      answers[kind] = {
        diagnostic: questionnaire.diagnostic,
        questions: questionnaire.questions,
        answers: answerLists[index]!,
      };
    }
    generated[kind] = analyses[index] ?? null;
  });
  const completed = (kind: DiagnosticKind) =>
    generated[kind]?.status === 'completed' ? generated[kind] : null;
  const { report, failure } = investorReportOf(answers.investor, profiles, recommendations);
  const sources = sourceTimes(
    { founder: generated.founder, business: generated.business, management: generated.management },
    results.find((result) => result.id === coreDiagnostics.investor.slug),
  );
  return {
    founder: completed('founder'),
    business: completed('business'),
    management: completed('management'),
    investorReport: report,
    ...(failure ? { investorReportFailure: failure } : {}),
    answers,
    content: completedContent(stored, freshOnly ? sources : undefined),
    ...(profile?.firstName ? { userFirstName: profile.firstName } : {}),
    sources,
  };
}
