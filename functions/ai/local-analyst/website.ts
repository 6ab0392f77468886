import type { AnalysisBlock, WebsiteAnalysisText } from '../../contracts/website-analysis';
import { failingChecks, type CheckBlock, type CheckResult } from '../../domain/website-checks';
import type { WebsiteAnalysisInput } from '../website-input';

/**
 * The local analyst's website analysis: the checks evaluated on the page's facts, arranged into the
 * blocks, the summary and the priorities. Every sentence is a check's finding or recommendation, so
 * it follows from what was measured.
 */
const MAX_ITEMS = 5;

function block(checks: readonly CheckResult[], name: CheckBlock): AnalysisBlock {
  const own = checks.filter((check) => check.block === name);
  return {
    strengths: own
      .filter((check) => check.passed === 1)
      .map((check) => check.finding)
      .slice(0, MAX_ITEMS),
    weaknesses: failingChecks(own)
      .map((check) => check.finding)
      .slice(0, MAX_ITEMS),
    recommendations: failingChecks(own)
      .flatMap((check) => (check.recommendation ? [check.recommendation] : []))
      .slice(0, MAX_ITEMS),
  };
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

function overview(input: WebsiteAnalysisInput, failing: readonly CheckResult[]): string {
  const { facts } = input;
  const met = input.checks.filter((check) => check.passed === 1).length;
  const sentences = [
    `Analisamos a página inicial de ${hostOf(facts.fetch.finalUrl)}${facts.title ? `, intitulada “${facts.title}”` : ''}.`,
    `Ela tem cerca de ${facts.wordCount} palavras, ${facts.images.total} ${facts.images.total === 1 ? 'imagem' : 'imagens'} e ${facts.callsToAction.length} ${facts.callsToAction.length === 1 ? 'chamada' : 'chamadas'} para ação; das ${input.checks.length} verificações, ${met} foram atendidas por completo.`,
  ];
  if (failing.length === 0) sentences.push('Não encontramos falhas nas verificações da página.');
  else {
    const worst = failing[0]!;
    sentences.push(
      `O ponto que mais pesa é este: ${worst.finding.charAt(0).toLowerCase()}${worst.finding.slice(1)}`,
    );
  }
  return sentences.join(' ');
}

export function websiteAnalysis(input: WebsiteAnalysisInput): WebsiteAnalysisText {
  const { checks } = input;
  const failing = failingChecks(checks);
  const recommendations = failing.flatMap((check) => (check.recommendation ? [check.recommendation] : []));
  const strengths = checks
    .filter((check) => check.passed === 1)
    .sort((a, b) => b.weight - a.weight)
    .map((check) => check.finding);
  const priorityActions = recommendations.slice(0, 6);
  return {
    summary: {
      overview: overview(input, failing),
      primary_issues: failing.map((check) => check.finding).slice(0, MAX_ITEMS),
      top_recommendations: recommendations.slice(0, MAX_ITEMS),
    },
    priority_actions:
      priorityActions.length > 0
        ? priorityActions
        : [
            'Mantenha o que funciona e acompanhe as visitas e os contatos todo mês para achar o próximo ganho.',
          ],
    design: block(checks, 'design'),
    content: block(checks, 'content'),
    seo: block(checks, 'seo'),
    usability: block(checks, 'usability'),
    conversion: block(checks, 'conversion'),
    overall_strengths: strengths.slice(0, MAX_ITEMS),
    overall_weaknesses: failing.map((check) => check.finding).slice(0, MAX_ITEMS),
    overall_recommendations: recommendations.slice(0, MAX_ITEMS),
    generatedLocally: true,
  };
}
