import type { DiagnosticKind } from '../../domain/core-diagnostics';
import { buildInvestorReport } from '../../domain/investor-report';
import { investorProfileRecords } from '../../domain/testing/investor-fixtures';
import { investmentRecommendations } from '../../seed/investment-recommendations';
import { buildDossierSectionInput, type DossierSectionInput } from '../dossier-input';
import { localModelPort } from '../local-adapter';
import type { AnalysisInput } from '../task-input';
import { fundadorAnswers, gestaoAnswers, investidorAnswers, negocioAnswers } from './answer-sets';
import { inputFor, type AnswerSpec } from './fixtures';

/** The seeded diagnostic of each kind (its id is its slug). */
export const diagnosticIdOf: Record<DiagnosticKind, string> = {
  founder: 'fundador',
  business: 'negocio',
  management: 'sistema-gestao',
  investor: 'investidor',
};

export type AnswerSets = Record<DiagnosticKind, Record<string, AnswerSpec>>;

export const realisticAnswerSets: AnswerSets = {
  founder: fundadorAnswers,
  business: negocioAnswers,
  management: gestaoAnswers,
  investor: investidorAnswers,
};

/**
 * Test support: the dossier input of a user who answered the four diagnostics, with the analyses the
 * local analyst generates from those answers (as the workflows would store them) and the investor
 * report the domain computes.
 */
export async function dossierInputFor(
  sets: AnswerSets = realisticAnswerSets,
  content?: unknown,
  userFirstName?: string,
): Promise<DossierSectionInput> {
  const port = localModelPort();
  const answers = Object.fromEntries(
    Object.entries(diagnosticIdOf).map(([kind, id]) => [kind, inputFor(id, sets[kind as DiagnosticKind])]),
  ) as Record<DiagnosticKind, AnalysisInput>;
  const withCompany = (input: AnalysisInput): AnalysisInput => ({
    ...input,
    companyName: String(sets.business.nome_empresa),
    ...(userFirstName ? { userFirstName } : {}),
  });
  const [business, founder, overview] = await Promise.all([
    port.generate(
      'business-analysis',
      userFirstName ? { ...answers.business, userFirstName } : answers.business,
    ),
    port.generate('founder-analysis', withCompany(answers.founder)),
    port.generate('management-overview', withCompany(answers.management)),
  ]);
  const areas = await port.generate('management-areas', { ...withCompany(answers.management), overview });
  const investor = answers.investor;
  const report = buildInvestorReport(
    investor.diagnostic.id,
    investor.questions,
    investor.answers,
    investorProfileRecords,
    investmentRecommendations,
  );
  return buildDossierSectionInput({
    founder: { data: founder, overview: null, companyName: null },
    business: { data: business, overview: null, companyName: null },
    management: { data: areas, overview, companyName: null },
    investorReport: {
      ...report,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
    answers,
    content,
    ...(userFirstName ? { userFirstName } : {}),
  });
}
