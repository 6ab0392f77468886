import { describe, expect, it } from 'vitest';
import type { InvestorReport } from '../contracts/investor';
import { buildDossierSectionInput, dossierInvestorProfile } from './dossier-input';
import { negocioAnswers } from './testing/answer-sets';
import { inputFor } from './testing/fixtures';

const report = {
  profileName: 'Arrojado',
  score: 72,
  profileData: {
    id: 'arrojado',
    description: 'Aceita risco',
    riskTolerance: 'Alta',
    minScore: 61,
    maxScore: 80,
  },
  profileError: null,
} as InvestorReport;

describe('dossierInvestorProfile', () => {
  it('takes the profile of the investor report', () => {
    expect(dossierInvestorProfile(report)).toEqual({
      profile: 'Arrojado',
      score: 72,
      description: 'Aceita risco',
      riskTolerance: 'Alta',
      error: null,
    });
  });

  it('falls back to Moderado, score 0, with the spec’s error text, when there is no report', () => {
    expect(dossierInvestorProfile(null)).toEqual({
      profile: 'Moderado',
      score: 0,
      description: '',
      riskTolerance: 'Equilibrada',
      error: 'Erro ao calcular perfil: relatório do perfil de investidor não encontrado',
    });
    expect(dossierInvestorProfile(null, 'tempo esgotado').error).toBe(
      'Erro ao calcular perfil: tempo esgotado',
    );
  });
});

describe('buildDossierSectionInput', () => {
  it('joins the management overview and areas, names the company, keeps only the stored sections', () => {
    const input = buildDossierSectionInput({
      founder: { data: { resumo_executivo_perfil: 'Perfil' }, overview: null, companyName: 'Nome Antigo' },
      business: null,
      management: {
        data: { areas_analisadas: [] },
        overview: { resumo_executivo: 'Visão', areas_analisadas: 'sobrescrito' },
        companyName: null,
      },
      investorReport: null,
      investorReportFailure: 'falha de leitura',
      content: {
        version: 'enhanced',
        resumo_executivo: { elevator_pitch: 'Pitch' },
        perfil_fundador: 'texto solto',
        destination: { description: 'legado' },
      },
    });
    expect(input).toMatchObject({
      companyName: 'Nome Antigo',
      founderAnalysis: { resumo_executivo_perfil: 'Perfil' },
      businessAnalysis: null,
      managementAnalysis: { resumo_executivo: 'Visão', areas_analisadas: [] },
      investorReport: null,
      investorProfile: { profile: 'Moderado', score: 0, error: 'Erro ao calcular perfil: falha de leitura' },
      answers: {},
      sections: { resumo_executivo: { elevator_pitch: 'Pitch' } },
    });
  });

  it('prefers the business diagnostic’s companyName answer', () => {
    const input = buildDossierSectionInput({
      business: { data: {}, overview: null, companyName: 'Outro Nome' },
      investorReport: report,
      answers: { business: inputFor('negocio', negocioAnswers) },
    });
    expect(input.companyName).toBe('Clínica Digital Odonto');
    expect(input.investorProfile.profile).toBe('Arrojado');
    expect(input.sections).toEqual({});
  });
});
