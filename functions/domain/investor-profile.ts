import type { Answer, DiagnosticQuestion } from '../contracts/diagnostics';
import { investorMessages } from '../contracts/messages/investor';
import { findInvestorFinancials } from './investor-revenue';

/** The profile the calculation falls back to when it fails (spec). */
export const FALLBACK_PROFILE_NAME = 'Moderado';
export const FALLBACK_PROFILE_ID = 'moderado';
/** Defaults of the profile data (spec): risk tolerance and score range. */
export const DEFAULT_RISK_TOLERANCE = 'Equilibrada';
export const DEFAULT_MIN_SCORE = 0;
export const DEFAULT_MAX_SCORE = 100;
/** Business type assumed when the investor answers carry none (the spec is silent; B2B is ours). */
export const DEFAULT_BUSINESS_TYPE: BusinessType = 'B2B';

export type BusinessType = 'B2B' | 'B2C';

/** A catalogue profile (functions/analyses/investor-catalogue.ts). */
export interface InvestorProfileRecord {
  profileId: string;
  name: string;
  description: string;
  riskTolerance?: string | null;
  minScore?: number | null;
  maxScore?: number | null;
}

export interface InvestorProfileData {
  id: string;
  description: string;
  riskTolerance: string;
  minScore: number;
  maxScore: number;
}

export interface InvestorProfileDebug {
  /** Scored questions of the questionnaire / of them, the ones answered with a usable value. */
  scoredQuestions: number;
  answeredQuestions: number;
  /** Σ weight × (value − min) and Σ weight × (max − min) over the answered scored questions. */
  achieved: number;
  possible: number;
  /** The failure text ('Erro ao calcular perfil: …'), null when the calculation succeeded. */
  error: string | null;
}

/** The spec's calculate_investor_profile_v2 result. */
export interface InvestorProfileResult {
  profile: string;
  score: number;
  profileData: InvestorProfileData;
  debug: InvestorProfileDebug;
  businessType: BusinessType;
  revenue: number;
  marketingBudget: number;
  /** 'Erro ao calcular perfil: …' when the profile fell back to Moderado, else null (same as debug.error). */
  error: string | null;
}

type ScoringQuestion = Pick<DiagnosticQuestion, 'id' | 'questionType' | 'metadata' | 'options'> & {
  weight?: number | null;
};
type ScoringAnswer = Pick<Answer, 'questionId' | 'optionId' | 'value'> & {
  metadata?: Answer['metadata'] | null;
};

const scoredTypes: ReadonlySet<string> = new Set([
  'single_choice',
  'scale_1_to_5',
  'scale_1_to_10',
  'yes_no',
  'rating_stars',
]);
const scaleRanges: Readonly<Record<string, { min: number; max: number }>> = {
  scale_1_to_5: { min: 1, max: 5 },
  scale_1_to_10: { min: 1, max: 10 },
  rating_stars: { min: 1, max: 5 },
};

/** Risk questions: single_choice, scales, yes_no and rating_stars without a metadata.role. */
export const isScoredQuestion = (question: ScoringQuestion): boolean =>
  scoredTypes.has(question.questionType) && question.metadata?.role === undefined;

/** From the lowest to the highest option value; scales without options: the scale's range. */
export function scoreRange(question: ScoringQuestion): { min: number; max: number } | null {
  const values = question.options.map((option) => option.value).filter(Number.isFinite);
  if (values.length > 0) return { min: Math.min(...values), max: Math.max(...values) };
  return scaleRanges[question.questionType] ?? null;
}

/** The chosen option's value (by optionId), else the answer's own value; null when neither is usable. */
function answerValue(question: ScoringQuestion, answer: ScoringAnswer | undefined): number | null {
  if (!answer) return null;
  const option = answer.optionId ? question.options.find((o) => o.id === answer.optionId) : undefined;
  const value = option?.value ?? answer.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The option text of the businessType answer when it is exactly 'B2B' or 'B2C'. */
function findBusinessType(
  questions: readonly ScoringQuestion[],
  answersById: ReadonlyMap<string, ScoringAnswer>,
): BusinessType {
  for (const question of questions.filter((q) => q.metadata?.role === 'businessType')) {
    const answer = answersById.get(question.id);
    const option =
      (answer?.optionId ? question.options.find((o) => o.id === answer.optionId) : undefined) ??
      question.options.find((o) => answer?.value !== null && o.value === answer?.value);
    const text = option?.text.trim().toUpperCase();
    if (text === 'B2B' || text === 'B2C') return text;
  }
  return DEFAULT_BUSINESS_TYPE;
}

class ProfileCalculationError extends Error {}

/** profile_data of a catalogue profile, with the spec's defaults for missing fields. */
export function toProfileData(profile: InvestorProfileRecord): InvestorProfileData {
  return {
    id: profile.profileId,
    description: profile.description,
    riskTolerance: profile.riskTolerance?.trim() ? profile.riskTolerance : DEFAULT_RISK_TOLERANCE,
    minScore: profile.minScore ?? DEFAULT_MIN_SCORE,
    maxScore: profile.maxScore ?? DEFAULT_MAX_SCORE,
  };
}

/**
 * The spec's calculate_investor_profile_v2, as a pure function of the questionnaire, the user's answers and
 * the profile catalogue.
 *
 * - Scored questions: single_choice, scale_1_to_5, scale_1_to_10, yes_no and rating_stars without a
 *   metadata.role. Each ranges from its lowest to its highest option value (scales without options: the
 *   scale's range); its value is the chosen option's value (answer.value when no option matches); its
 *   weight is the question's weight (1.0 when absent). Unanswered scored questions do not count.
 * - score = round(100 × Σ weight × (value − min) / Σ weight × (max − min)), clamped to 0-100.
 * - profile = the catalogue profile with the highest minScore ≤ score (minScore missing = 0).
 * - Any failure (no scored answer, no range, no profile, no profile for the score) gives the spec's
 *   fallback: 'Moderado', score 0, debug.error 'Erro ao calcular perfil: <motivo>', and the profile data
 *   of the catalogue's Moderado for its id and description with the default risk tolerance 'Equilibrada'
 *   and range 0-100 (its own band would contradict score 0).
 * - businessType, revenue and marketingBudget come from the role questions (findInvestorFinancials; B2B,
 *   10000 and 0 when none) and are returned also when the profile falls back.
 */
export function calculateInvestorProfileV2(
  questions: readonly ScoringQuestion[],
  answers: readonly ScoringAnswer[],
  profiles: readonly InvestorProfileRecord[],
): InvestorProfileResult {
  const answersById = new Map(answers.map((answer) => [answer.questionId, answer]));
  const financials = findInvestorFinancials(
    questions.map((q) => ({ id: q.id, metadata: q.metadata })),
    answers.map((a) => ({ questionId: a.questionId, value: a.value, metadata: a.metadata ?? null })),
  );
  const context = { businessType: findBusinessType(questions, answersById), ...financials };

  const scored = questions.filter(isScoredQuestion);
  let achieved = 0;
  let possible = 0;
  let answered = 0;
  for (const question of scored) {
    const value = answerValue(question, answersById.get(question.id));
    const range = scoreRange(question);
    if (value === null || !range) continue;
    const weight = typeof question.weight === 'number' && question.weight >= 0 ? question.weight : 1;
    const clamped = Math.min(range.max, Math.max(range.min, value));
    achieved += weight * (clamped - range.min);
    possible += weight * (range.max - range.min);
    answered += 1;
  }
  const debugBase = { scoredQuestions: scored.length, answeredQuestions: answered, achieved, possible };

  try {
    if (answered === 0) throw new ProfileCalculationError(investorMessages.profile.noScoredAnswers);
    if (possible <= 0) throw new ProfileCalculationError(investorMessages.profile.noScoredRange);
    if (profiles.length === 0) throw new ProfileCalculationError(investorMessages.profile.noProfiles);
    const score = Math.min(100, Math.max(0, Math.round((100 * achieved) / possible)));
    const chosen = [...profiles]
      .sort((a, b) => (b.minScore ?? DEFAULT_MIN_SCORE) - (a.minScore ?? DEFAULT_MIN_SCORE))
      .find((profile) => (profile.minScore ?? DEFAULT_MIN_SCORE) <= score);
    if (!chosen) throw new ProfileCalculationError(investorMessages.profile.noProfileForScore(score));
    return {
      profile: chosen.name,
      score,
      profileData: toProfileData(chosen),
      debug: { ...debugBase, error: null },
      ...context,
      error: null,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const moderado = profiles.find(
      (p) => p.name === FALLBACK_PROFILE_NAME || p.profileId === FALLBACK_PROFILE_ID,
    );
    return {
      profile: FALLBACK_PROFILE_NAME,
      score: 0,
      profileData: {
        id: moderado?.profileId ?? FALLBACK_PROFILE_ID,
        description: moderado?.description ?? '',
        riskTolerance: DEFAULT_RISK_TOLERANCE,
        minScore: DEFAULT_MIN_SCORE,
        maxScore: DEFAULT_MAX_SCORE,
      },
      debug: { ...debugBase, error: investorMessages.profile.calculationFailed(reason) },
      ...context,
      error: investorMessages.profile.calculationFailed(reason),
    };
  }
}
