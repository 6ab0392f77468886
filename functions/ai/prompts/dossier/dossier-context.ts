import { formatMoney, formatNumber } from '../../answers/answer-sheet';
import type { DossierSectionInput } from '../../dossier-input';
import { answersAsText } from '../answers-text';
import { diagnosticKinds } from '../../../domain/core-diagnostics';
import type { DossierSectionKey } from '../../../contracts/analysis-data/dossier/sections';

const json = (value: unknown) => JSON.stringify(value);

/** An analysis without its markdown copy (`markdown_original` repeats the structured fields as text). */
const analysisJson = (data: unknown) =>
  JSON.stringify(data, (key, value: unknown) => (key === 'markdown_original' ? undefined : value));

/** The investor profile and report as a few plain lines. */
function investorLines(input: DossierSectionInput): string[] {
  const { investorProfile: profile, investorReport: report } = input;
  const lines = [
    `Perfil de investidor: ${profile.profile} (pontuação ${profile.score} de 100, tolerância ao risco ${profile.riskTolerance}).`,
  ];
  if (profile.description) lines.push(`Descrição do perfil: ${profile.description}`);
  if (profile.error)
    lines.push(`Observação: ${profile.error}. Use o perfil '${profile.profile}' como referência.`);
  if (report) {
    lines.push(
      `Faturamento mensal: ${formatMoney(report.revenue)}; investimento atual em marketing: ${formatMoney(report.marketingBudget)} por mês; investimento sugerido: ${formatMoney(report.suggestedBudget)} por mês (${formatNumber(report.allocationData.recommendation.marketingPercentage)}% do faturamento); tipo de negócio ${report.businessType}.`,
      `Alocação recomendada: ${report.allocationData.channels.map((channel) => `${channel.label} ${channel.percentage}%`).join(', ')}.`,
    );
  }
  return lines;
}

/**
 * The context every dossier section prompt shares: the company, the investor profile, the three
 * stored analyses (JSON), the user's answers to the four diagnostics and the sections generated so far
 * (all but the one being written).
 */
export function dossierContext(input: DossierSectionInput, section: DossierSectionKey): string {
  const parts = [
    input.companyName ? `A empresa se chama "${input.companyName}".` : 'O nome da empresa não foi informado.',
    ...investorLines(input),
  ];
  const analyses: [string, unknown][] = [
    ['Análise do fundador', input.founderAnalysis],
    ['Análise do negócio', input.businessAnalysis],
    ['Análise do sistema de gestão', input.managementAnalysis],
  ];
  for (const [title, data] of analyses) {
    parts.push('', `# ${title}`, data ? analysisJson(data) : 'Não disponível.');
  }
  for (const kind of diagnosticKinds) {
    const answers = input.answers[kind];
    if (!answers) continue;
    parts.push('', `# Respostas — ${answers.diagnostic.title}`, answersAsText(answers));
  }
  const previous = Object.entries(input.sections).filter(([key]) => key !== section);
  if (previous.length > 0) {
    parts.push('', '# Seções do dossiê já geradas', json(Object.fromEntries(previous)));
  }
  return parts.join('\n');
}
