import {
  discDimensions,
  type DiscDimension,
  type FounderAnalysis,
  type FounderAnalysisModel,
  type FounderProfileName,
} from '../../contracts/analysis-data/founder-analysis';
import { AnswerSheet, joinPt, quote } from '../answers/answer-sheet';
import type { AnalysisInput } from '../task-input';
import { average } from './format';
import type { TaskFacts } from './task-facts';

export const discLabels: Record<DiscDimension, string> = {
  dominancia: 'Dominância',
  influencia: 'Influência',
  estabilidade: 'Estabilidade',
  conformidade: 'Conformidade',
};

/** Each DISC dimension's share of the profile: fractions in hundredths that sum to exactly 1. */
export type DiscShares = Record<DiscDimension, number>;

/** A disc-tagged 1-5 statement of the founder diagnostic and the founder's answer, if any. */
export interface DiscStatement {
  key: string;
  text: string;
  answer: number | undefined;
}

/** The statements that feed each dimension, in the questionnaire's order. */
export function discStatements(sheet: AnswerSheet): Record<DiscDimension, DiscStatement[]> {
  const result: Record<DiscDimension, DiscStatement[]> = {
    dominancia: [],
    influencia: [],
    estabilidade: [],
    conformidade: [],
  };
  for (const { key, question } of sheet.ordered) {
    const dimension = question.metadata.disc;
    if (dimension) result[dimension].push({ key, text: question.text, answer: sheet.number(key) });
  }
  return result;
}

/**
 * The DISC shares from the disc-tagged 1-5 statements: each dimension's mean answer divided by the sum
 * of the four means, in whole percentages that add up to 100. The points lost to rounding go to the
 * largest remainders, and dimensions with equal means stay equal: a group of equal remainders gets a
 * point each or none (the points then go to the next remainders). Without answers, 0.25 each.
 */
export function discShares(sheet: AnswerSheet): DiscShares {
  const answers = sheet.disc();
  const means = discDimensions.map((dimension) => average(answers[dimension]) ?? 0);
  const total = means.reduce((sum, value) => sum + value, 0);
  const exact = means.map((mean) => (total > 0 ? (mean / total) * 100 : 25));
  // The epsilon keeps 24.999999… (floating point) from losing a point.
  const whole = exact.map((value) => Math.floor(value + 1e-9));
  distributeRemainders(exact, whole);
  const result = {} as DiscShares;
  discDimensions.forEach((dimension, index) => (result[dimension] = (whole[index] ?? 0) / 100));
  return result;
}

/** Gives the points `whole` lacks to reach 100, by largest remainder, equal values taking equal points. */
function distributeRemainders(exact: number[], whole: number[]): void {
  let missing = 100 - whole.reduce((sum, value) => sum + value, 0);
  const groups = new Map<number, number[]>();
  exact.forEach((value, index) => {
    const key = Math.round(value * 1e6);
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const byRemainder = [...groups.values()].sort(
    (a, b) => remainder(exact, whole, b[0]!) - remainder(exact, whole, a[0]!) || a[0]! - b[0]!,
  );
  const given = new Set<number>();
  for (const group of byRemainder) {
    if (missing === 0) break;
    if (group.length > missing) continue;
    group.forEach((index) => given.add(index));
    missing -= group.length;
  }
  // No split keeps the equal values equal (three equal thirds): plain largest remainder, D, I, S, C order.
  const order = exact
    .map((_, index) => index)
    .filter((index) => !given.has(index))
    .sort((a, b) => remainder(exact, whole, b) - remainder(exact, whole, a) || a - b);
  order.slice(0, missing).forEach((index) => given.add(index));
  given.forEach((index) => (whole[index] = (whole[index] ?? 0) + 1));
}

const remainder = (exact: number[], whole: number[], index: number) =>
  (exact[index] ?? 0) - (whole[index] ?? 0);

/** The dimensions from highest to lowest (ties in D, I, S, C order). */
export function rankedDimensions(shares: DiscShares): DiscDimension[] {
  return [...discDimensions].sort(
    (a, b) => shares[b] - shares[a] || discDimensions.indexOf(a) - discDimensions.indexOf(b),
  );
}

/** How close the two strongest dimensions must be (in share) to name a combined profile. */
const COMBINED_PROFILE_GAP = 0.03;

/** The profile each dimension names when it leads alone. */
const profileOfDimension: Record<DiscDimension, FounderProfileName> = {
  dominancia: 'Executor',
  influencia: 'Comunicador',
  estabilidade: 'Colaborador',
  conformidade: 'Analítico',
};

/**
 * The founder profile from the two strongest dimensions: D with I → Visionário, D with C →
 * Estrategista (when within 3 points); otherwise the strongest alone: D Executor, I Comunicador,
 * S Colaborador, C Analítico. A tie that forms no combined profile is told by discTie/founderProfileName.
 */
export function founderProfile(shares: DiscShares): FounderProfileName {
  const [first, second] = rankedDimensions(shares);
  const pair = new Set([first, second]);
  const close =
    second !== undefined && first !== undefined && shares[first] - shares[second] <= COMBINED_PROFILE_GAP;
  if (close && pair.has('dominancia') && pair.has('influencia')) return 'Visionário';
  if (close && pair.has('dominancia') && pair.has('conformidade')) return 'Estrategista';
  return profileOfDimension[first ?? 'dominancia'];
}

/**
 * The dimensions tied at the top (the same whole percentage), when two or more are and they form no
 * combined profile (D with I, D with C); else [] (one dimension, or one combined profile, leads).
 */
export function discTie(shares: DiscShares): DiscDimension[] {
  const ranked = rankedDimensions(shares);
  const top = shares[ranked[0] ?? 'dominancia'];
  const tied = ranked.filter((dimension) => shares[dimension] === top);
  if (tied.length < 2) return [];
  const combined =
    tied.length === 2 && tied[0] === 'dominancia' && ['influencia', 'conformidade'].includes(tied[1]!);
  return combined ? [] : tied;
}

/**
 * The predominant profile as stored and shown: the profile's name, or in a tie each tied dimension's
 * profile and the word 'empate' ('Executor e Colaborador (empate)'), never one of them alone.
 */
export function founderProfileName(shares: DiscShares): string {
  const tie = discTie(shares);
  if (tie.length === 4) return 'Equilibrado (empate entre as quatro dimensões)';
  if (tie.length > 1) return `${tiedProfiles(tie)} (empate)`;
  return founderProfile(shares);
}

/** 'Executor e Colaborador': the profile each tied dimension would name alone. */
export const tiedProfiles = (tie: readonly DiscDimension[]): string =>
  joinPt(tie.map((dimension) => profileOfDimension[dimension]));

/** What code knows of the founder from the founder diagnostic's answers. */
export interface FounderFacts {
  shares: DiscShares;
  /** The dimensions from the strongest to the weakest (ties in D, I, S, C order). */
  ranked: DiscDimension[];
  /** The predominant profile's name, or the tie's (founderProfileName). */
  profile: string;
  /** The dimensions tied at the top with no combined profile ([] when one profile leads). */
  tie: DiscDimension[];
  /** The statements behind each dimension (the mapping a prompt states). */
  statements: Record<DiscDimension, DiscStatement[]>;
  /** Whether any disc-tagged statement was answered (else the shares are 25% each by default). */
  answered: boolean;
}

export function founderFacts(sheet: AnswerSheet): FounderFacts {
  const shares = discShares(sheet);
  const statements = discStatements(sheet);
  return {
    shares,
    ranked: rankedDimensions(shares),
    profile: founderProfileName(shares),
    tie: discTie(shares),
    statements,
    answered: discDimensions.some((dimension) =>
      statements[dimension].some((statement) => statement.answer !== undefined),
    ),
  };
}

/** 0.39 → '39%'. */
export const sharePercent = (share: number) => `${Math.round(share * 100)}%`;

/** The founder's facts as prompt lines: the shares, the profile, how both are computed, the statements. */
export function founderFactLines(facts: FounderFacts): string[] {
  const shares = discDimensions
    .map((dimension) => `${discLabels[dimension]} ${sharePercent(facts.shares[dimension])}`)
    .join(', ');
  const statements = discDimensions.map((dimension) => {
    const items = facts.statements[dimension].map(
      (statement) =>
        `${quote(statement.text)} = ${statement.answer === undefined ? 'sem resposta' : statement.answer}`,
    );
    return `- Afirmações de ${discLabels[dimension]} (resposta de 1 a 5): ${items.length > 0 ? items.join('; ') : 'nenhuma'}.`;
  });
  return [
    `- Perfil DISC: ${shares}; ${profileText(facts)}`,
    facts.answered
      ? '- Cálculo do DISC: a média das respostas (1 a 5) às afirmações de cada dimensão, dividida pela soma das quatro médias; as participações somam 100% (médias iguais ficam com a mesma porcentagem).'
      : '- Cálculo do DISC: as afirmações DISC não foram respondidas, então cada dimensão fica com 25%.',
    `- Regra do perfil predominante: se as duas dimensões mais fortes estão a até 3 pontos, Dominância com Influência é Visionário e Dominância com Conformidade é Estrategista; senão vale a mais forte: Dominância Executor, Influência Comunicador, Estabilidade Colaborador, Conformidade Analítico. Se as mais fortes têm a mesma porcentagem e não formam um desses pares, é um empate: o perfil nomeia as empatadas, com a palavra empate.`,
    ...statements,
  ];
}

/** The profile in the DISC line: the predominant one, or the tie as a tie. */
function profileText(facts: FounderFacts): string {
  if (facts.tie.length === 0) return `perfil predominante ${facts.profile}.`;
  const share = sharePercent(facts.shares[facts.tie[0]!]);
  return `empate entre ${joinPt(facts.tie.map((dimension) => discLabels[dimension]))} (${share} cada): nenhuma dimensão predomina, e o perfil fica registrado como ${quote(facts.profile)}. Apresente as tendências empatadas com o mesmo peso, sem eleger uma delas como o perfil.`;
}

/** The founder analysis with the computed shares and profile (the model's texts kept). */
export function applyFounderFacts(facts: FounderFacts, output: FounderAnalysisModel): FounderAnalysis {
  return {
    ...output,
    perfil_disc: { ...output.perfil_disc, ...facts.shares, perfil_predominante: facts.profile },
  };
}

/** founder-analysis: the DISC shares and the predominant profile. */
export const founderAnalysisFacts: TaskFacts<AnalysisInput, FounderAnalysisModel, FounderAnalysis> = {
  lines: (input) => founderFactLines(founderFacts(new AnswerSheet(input))),
  apply: (input, output) => applyFounderFacts(founderFacts(new AnswerSheet(input)), output),
};
