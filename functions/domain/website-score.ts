import type {
  AnalysisBlock,
  PerformanceMeasurement,
  PerformanceStrategy,
  WebsiteAnalysisData,
} from '../contracts/website-analysis';
import { CHECK_WEIGHT_TOTAL, type CheckResult } from './website-checks';

/** Spec 9: a score is green at 80 or more, yellow at 50 or more, otherwise red. */
export type ScoreColour = 'green' | 'yellow' | 'red';
export function scoreColour(score: number): ScoreColour {
  if (score >= 80) return 'green';
  if (score >= 50) return 'yellow';
  return 'red';
}

/** How much the measured performance weighs in the overall score once it has arrived. */
export const PERFORMANCE_SHARE = 0.25;

const measuredScores = (performance: Record<PerformanceStrategy, PerformanceMeasurement>) =>
  Object.values(performance).flatMap((measurement) =>
    measurement.status === 'measured' ? [measurement.score] : [],
  );

/**
 * The overall score (0–100): the weighted checks of the page; once performance is measured, 75 % checks
 * and 25 % the mean of the mobile and desktop Lighthouse scores. A score never includes what was not
 * measured.
 */
export function overallScore(
  checks: readonly CheckResult[],
  performance: Record<PerformanceStrategy, PerformanceMeasurement>,
): number {
  const pageScore =
    (100 * checks.reduce((sum, check) => sum + check.weight * check.passed, 0)) / CHECK_WEIGHT_TOTAL;
  const scores = measuredScores(performance);
  if (scores.length === 0) return Math.round(pageScore);
  const performanceScore = scores.reduce((sum, score) => sum + score, 0) / scores.length;
  return Math.round(pageScore * (1 - PERFORMANCE_SHARE) + performanceScore * PERFORMANCE_SHARE);
}

const device: Record<PerformanceStrategy, string> = { mobile: 'no celular', desktop: 'no computador' };
const seconds = (ms: number) => `${(ms / 1000).toFixed(1).replace('.', ',')} s`;

/**
 * The performance block, written from the measurements with Google's thresholds (Core Web Vitals:
 * LCP good ≤ 2,5 s and poor > 4 s; TBT good ≤ 200 ms and poor > 600 ms; CLS good ≤ 0,1 and poor > 0,25)
 * and Lighthouse's own opportunities (in Portuguese).
 */
export function performanceBlock(
  performance: Record<PerformanceStrategy, PerformanceMeasurement>,
): WebsiteAnalysisData['performance'] {
  const block: AnalysisBlock = { strengths: [], weaknesses: [], recommendations: [] };
  const seen = new Set<string>();
  for (const strategy of ['mobile', 'desktop'] as const) {
    const measurement = performance[strategy];
    if (measurement.status !== 'measured') continue;
    const where = device[strategy];
    const { score, metrics } = measurement;
    if (score >= 90) block.strengths.push(`Nota de desempenho ${where}: ${score} de 100 no Lighthouse.`);
    else
      block.weaknesses.push(
        `Nota de desempenho ${where}: ${score} de 100 no Lighthouse${score < 50 ? ', uma página lenta para o visitante' : ''}.`,
      );
    const lcp = metrics.largestContentfulPaintMs;
    if (lcp !== null) {
      if (lcp <= 2500)
        block.strengths.push(`O maior conteúdo aparece em ${seconds(lcp)} ${where} (bom: até 2,5 s).`);
      else if (lcp > 4000)
        block.weaknesses.push(
          `O maior conteúdo demora ${seconds(lcp)} para aparecer ${where} (ruim: acima de 4 s).`,
        );
      else
        block.weaknesses.push(
          `O maior conteúdo aparece em ${seconds(lcp)} ${where} (precisa melhorar: acima de 2,5 s).`,
        );
    }
    const tbt = metrics.totalBlockingTimeMs;
    if (tbt !== null && tbt > 600)
      block.weaknesses.push(
        `Scripts bloqueiam a página por ${Math.round(tbt)} ms ${where} (ruim: acima de 600 ms).`,
      );
    const cls = metrics.cumulativeLayoutShift;
    if (cls !== null && cls > 0.25)
      block.weaknesses.push(
        `O layout se desloca enquanto carrega ${where} (CLS ${cls.toFixed(2).replace('.', ',')}).`,
      );
    for (const opportunity of measurement.opportunities) {
      if (seen.has(opportunity.title)) continue;
      seen.add(opportunity.title);
      block.recommendations.push(
        `${opportunity.title} (economia estimada de ${seconds(opportunity.savingsMs)}).`,
      );
    }
  }
  if (block.weaknesses.length > 0 && block.recommendations.length === 0) {
    block.recommendations.push(
      'Comprima e redimensione as imagens, adie scripts que não são essenciais e use cache no servidor.',
    );
  }
  const score = (strategy: PerformanceStrategy) => {
    const measurement = performance[strategy];
    return measurement.status === 'measured' ? measurement.score : null;
  };
  const metricsOf = (strategy: PerformanceStrategy) => {
    const measurement = performance[strategy];
    return measurement.status === 'measured' ? measurement.metrics : null;
  };
  const reason = (strategy: PerformanceStrategy) => {
    const measurement = performance[strategy];
    return measurement.status === 'unavailable' ? measurement.reason : null;
  };
  return {
    ...block,
    mobile_score: score('mobile'),
    desktop_score: score('desktop'),
    metrics: { mobile: metricsOf('mobile'), desktop: metricsOf('desktop') },
    status: { mobile: performance.mobile.status, desktop: performance.desktop.status },
    unavailableReason: { mobile: reason('mobile'), desktop: reason('desktop') },
  };
}
