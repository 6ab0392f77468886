import { describe, expect, it } from 'vitest';
import {
  perfilInvestidorSchema,
  type PerfilInvestidorModel,
} from '../../contracts/analysis-data/dossier/perfil-investidor';
import {
  raioXNegocioSchema,
  type RaioXNegocioModel,
} from '../../contracts/analysis-data/dossier/raio-x-negocio';
import { buildDossierSectionInput, type DossierSectionInput } from '../dossier-input';
import { gestaoAnswers } from '../testing/answer-sets';
import { dossierInputFor, realisticAnswerSets } from '../testing/dossier-fixtures';
import { AnswerSheet } from '../answers/answer-sheet';
import {
  applyMaturityFacts,
  dossierFactLines,
  dossierFacts,
  perfilInvestidorFacts,
  raioXNegocioFacts,
} from './dossier';
import { managementFacts } from './management';

const input = await dossierInputFor();
const levels = (facts: ReturnType<typeof dossierFacts>) =>
  facts.maturity.areas.map((area) => [area.key, area.nivel, area.titulo]);

describe('dossier facts: maturity', () => {
  it('takes each area’s level from the management answers (as the management facts) and averages them into the X-ray’s grade', () => {
    const facts = dossierFacts(input);
    const management = managementFacts(new AnswerSheet(input.answers.management!));
    expect(levels(facts)).toEqual(management.areas.map((area) => [area.key, area.nivel, area.titulo]));
    expect(facts.maturity.areas.map((area) => area.nivel)).toEqual([4, 2, 3, 3, 1, 1]);
    expect(facts.maturity).toMatchObject({ media: 2.3, grau: 2.3, nivel: 'Básico', source: 'answers' });
  });

  it('follows a changed management answer', async () => {
    const changed = await dossierInputFor({
      ...realisticAnswerSets,
      management: { ...gestaoAnswers, mensuracao_maturidade: 4 },
    });
    const facts = dossierFacts(changed);
    expect(facts.maturity.areas.find((area) => area.key === 'mensuracao')).toMatchObject({
      nivel: 4,
      titulo: 'Avançado',
    });
    // (4 + 2 + 3 + 3 + 4 + 1) / 6 = 2.83.
    expect(facts.maturity).toMatchObject({ grau: 2.8, nivel: 'Intermediário' });
  });

  it('without the management answers, reads the stored analysis’s levels (3 for an area it lacks)', () => {
    const withoutAnswers: DossierSectionInput = {
      ...input,
      answers: { ...input.answers, management: undefined },
      managementAnalysis: {
        areas_analisadas: [
          { nome: 'Produto', nivel_maturidade: 5 },
          { nome: 'Canal', nivel_maturidade: 1 },
          { nome: 'Funil', nivel_maturidade: 1 },
          { nome: 'Precificacao', nivel_maturidade: 2 },
          { nome: 'Mensuração', nivel_maturidade: 1 },
        ],
      },
    };
    const facts = dossierFacts(withoutAnswers);
    expect(facts.maturity.areas.map((area) => area.nivel)).toEqual([5, 1, 1, 2, 1, 3]);
    expect(facts.maturity).toMatchObject({ grau: 2.2, nivel: 'Básico', source: 'analysis' });
  });

  it('keeps the grade within 1-5 when every area is at 0', () => {
    const facts = dossierFacts({
      ...input,
      answers: {},
      managementAnalysis: {
        areas_analisadas: ['Produto', 'Canal', 'Funil', 'Precificação', 'Mensuração', 'Conteúdo'].map(
          (nome) => ({ nome, nivel_maturidade: 0 }),
        ),
      },
    });
    expect(facts.maturity).toMatchObject({ media: 0, grau: 1, nivel: 'Inicial' });
  });
});

describe('dossier facts: founder and investor', () => {
  it('has the founder’s DISC when the founder answers were loaded', () => {
    expect(dossierFacts(input).founder).toMatchObject({
      shares: { dominancia: 0.39, influencia: 0.27, estabilidade: 0.15, conformidade: 0.19 },
      profile: 'Executor',
    });
    expect(dossierFacts({ ...input, answers: {} }).founder).toBeUndefined();
  });

  it('takes the profile, the budgets and the allocation from the investor report', () => {
    const { investor } = dossierFacts(input);
    const report = input.investorReport!;
    expect(investor).toMatchObject({
      profile: { profile: report.profileName, score: report.score, riskTolerance: 'Baixa' },
      hasReport: true,
      currentBudget: 3000,
      suggestedBudget: report.suggestedBudget,
      marketingPercentage: report.allocationData.recommendation.marketingPercentage,
    });
    expect(investor.channels).toEqual(report.allocationData.channels);
    expect(investor.channels.reduce((total, channel) => total + channel.percentage, 0)).toBe(100);
  });

  it('without a report: the fallback profile, budgets at 0 and the default allocation', () => {
    const { investor } = dossierFacts(buildDossierSectionInput({ investorReport: null }));
    expect(investor).toMatchObject({ hasReport: false, currentBudget: 0, suggestedBudget: 0 });
    expect(investor.profile.profile).toBe('Moderado');
    expect(investor.channels.map((channel) => channel.percentage)).toEqual([25, 20, 20, 15, 10, 10]);
  });
});

describe('dossier facts: lines', () => {
  it('states the maturity, the founder’s profile and the investment in pt-BR, the same for every section', () => {
    const lines = dossierFactLines(dossierFacts(input));
    expect(lines).toEqual([
      '- Nível de maturidade da área (escala de 1 a 5: 1 Rudimentar, 2 Básico, 3 Intermediário, 4 Avançado, 5 Excelência), dado pela resposta à pergunta de maturidade de cada área: Produto 4 (Avançado), Canal 2 (Básico), Funil 3 (Intermediário), Precificação 3 (Intermediário), Mensuração 1 (Rudimentar), Conteúdo 1 (Rudimentar).',
      '- Maturidade da gestão (média dos níveis das seis áreas, de 1 a 5, com uma casa decimal): 2,3 de 5, rótulo Básico (rótulo da média — de 1 a 1,4: Inicial; de 1,5 a 2,4: Básico; de 2,5 a 3,4: Intermediário; de 3,5 a 4,4: Avançado; de 4,5 a 5: Otimizado). É o grau de maturidade do Raio-X. O título de uma área (Rudimentar … Excelência) e o rótulo da média (Inicial … Otimizado) são da mesma escala de 1 a 5: ao citar um deles, diga se é o nível de uma área ou a média da gestão.',
      '- Maturidade do negócio (escala de 3 níveis: Iniciante, Intermediário, Avançado): Intermediário, com 40 de 100 pontos (pontuação das respostas de 0 a 100 — de 0 a 39: Iniciante; de 40 a 69: Intermediário; de 70 a 100: Avançado). É outra escala, a do Diagnóstico de Negócio: ao citá-la, chame-a de maturidade do negócio, nunca de maturidade da gestão.',
      '- Perfil DISC: Dominância 39%, Influência 27%, Estabilidade 15%, Conformidade 19%; perfil predominante Executor.',
      '- Perfil de investidor: Moderado (pontuação 30 de 100, tolerância ao risco Baixa).',
      '- Investimento em marketing: atual R$ 3.000,00 por mês; recomendado R$ 8.100,00 por mês (4,5% do faturamento mensal de R$ 180.000,00); o atual está 63% abaixo do recomendado.',
      '- Alocação recomendada da verba de marketing: Conteúdo 30% (R$ 2.430,00 por mês), Performance 18% (R$ 1.458,00 por mês), Reconhecimento de marca 11% (R$ 891,00 por mês), Credibilidade 15% (R$ 1.215,00 por mês), Influenciadores e parcerias 5% (R$ 405,00 por mês), CRM e relacionamento 21% (R$ 1.701,00 por mês).',
    ]);
    expect(perfilInvestidorFacts.lines(input)).toEqual(raioXNegocioFacts.lines(input));
  });

  it('says why the profile is the fallback one and that the budgets were not computed', () => {
    const lines = dossierFactLines(dossierFacts(buildDossierSectionInput({ investorReport: null })));
    expect(lines.join('\n')).toContain('- Observação sobre o perfil: Erro ao calcular perfil:');
    expect(lines.join('\n')).toContain('- Sem relatório do perfil de investidor:');
  });
});

const area = (nivel: number) => ({ descricao_maturidade: `Descrição do modelo para o nível ${nivel}.` });

describe('dossier facts applied to a model output', () => {
  it('raio-x: the computed grade and each area’s level and title (not asked of the model), the descriptions kept', () => {
    expect(Object.keys(raioXNegocioSchema.shape)).not.toContain('grau_maturidade');
    expect(Object.keys(raioXNegocioSchema.shape.areas_avaliadas.shape.produto.shape)).toEqual([
      'descricao_maturidade',
    ]);
    const model: RaioXNegocioModel = raioXNegocioSchema.parse({
      maturidade_descricao: 'Descrição do modelo.',
      areas_avaliadas: {
        produto: area(3),
        canal: area(3),
        funil: area(4),
        precificacao: area(2),
        mensuracao: area(2),
        conteudo: area(5),
      },
      gaps_criticos: ['Gap.'],
      ponto_forte_negligenciado: 'Ponto.',
      diagnostico_prontidao: 'Prontidão.',
      clareza_estrategica: { nivel: 'Média', visao_longo_prazo: 'Visão.', teoria_vencer: 'Teoria.' },
    });
    const applied = applyMaturityFacts(dossierFacts(input).maturity, model);
    expect(raioXNegocioFacts.apply(input, model)).toEqual(applied);
    expect(applied.grau_maturidade).toBe(2.3);
    expect(
      Object.entries(applied.areas_avaliadas).map(([key, value]) => [
        key,
        value.nivel_maturidade,
        value.titulo_maturidade,
      ]),
    ).toEqual(levels(dossierFacts(input)));
    expect(applied.areas_avaliadas.conteudo.descricao_maturidade).toBe('Descrição do modelo para o nível 5.');
    const { grau_maturidade: _grade, ...rest } = applied;
    expect(raioXNegocioSchema.parse(rest)).toEqual(model);
  });

  const investorModel = (
    canais: PerfilInvestidorModel['alocacao_recomendada']['canais'],
  ): PerfilInvestidorModel =>
    perfilInvestidorSchema.parse({
      descricao_perfil: 'Descrição do modelo.',
      comportamentos_tipicos: ['Comportamento.'],
      riscos_associados: ['Risco.'],
      justificativa_investimento: 'Justificativa do modelo.',
      alocacao_recomendada: { canais },
      roi_estimado: { curto: 'Curto.', medio: 'Médio.', longo: 'Longo.' },
      benchmark_empresas: ['Benchmark.'],
    });

  it('investor: the report’s classification, budgets and percentages (not asked of the model), each channel with the model’s text by name', () => {
    for (const field of ['classificacao', 'investimento_atual', 'investimento_recomendado']) {
      expect(Object.keys(perfilInvestidorSchema.shape)).not.toContain(field);
    }
    const model = investorModel([
      { nome: 'CRM e relacionamento com clientes', justificativa: 'Texto de CRM.' },
      { nome: 'Conteúdo', justificativa: 'Texto de conteúdo.' },
      { nome: 'performance', justificativa: 'Texto de performance.' },
      { nome: 'Reconhecimento de Marca', justificativa: 'Texto de marca.' },
      { nome: 'Credibilidade', justificativa: 'Texto de credibilidade.' },
      { nome: 'Influenciadores', justificativa: 'Texto de influenciadores.' },
    ]);
    const applied = perfilInvestidorFacts.apply(input, model);
    expect(applied).toMatchObject({
      classificacao: 'Moderado',
      investimento_atual: 3000,
      investimento_recomendado: input.investorReport?.suggestedBudget,
      descricao_perfil: 'Descrição do modelo.',
      justificativa_investimento: 'Justificativa do modelo.',
    });
    expect(applied.alocacao_recomendada.canais).toEqual([
      { nome: 'Conteúdo', porcentagem: 30, justificativa: 'Texto de conteúdo.' },
      { nome: 'Performance', porcentagem: 18, justificativa: 'Texto de performance.' },
      { nome: 'Reconhecimento de marca', porcentagem: 11, justificativa: 'Texto de marca.' },
      { nome: 'Credibilidade', porcentagem: 15, justificativa: 'Texto de credibilidade.' },
      { nome: 'Influenciadores e parcerias', porcentagem: 5, justificativa: 'Texto de influenciadores.' },
      { nome: 'CRM e relacionamento', porcentagem: 21, justificativa: 'Texto de CRM.' },
    ]);
  });

  it('investor: channels the model named otherwise take its remaining texts in order, then a text of the amount', () => {
    const model = investorModel([
      { nome: 'Conteúdo', justificativa: 'Texto de conteúdo.' },
      { nome: 'Anúncios pagos', justificativa: 'Texto de anúncios.' },
      { nome: 'Eventos', justificativa: 'Texto de eventos.' },
    ]);
    const canais = perfilInvestidorFacts.apply(input, model).alocacao_recomendada.canais;
    expect(canais.map((channel) => [channel.nome, channel.porcentagem, channel.justificativa])).toEqual([
      ['Conteúdo', 30, 'Texto de conteúdo.'],
      ['Performance', 18, 'Texto de anúncios.'],
      ['Reconhecimento de marca', 11, 'Texto de eventos.'],
      ['Credibilidade', 15, 'R$ 1.215,00 por mês, 15% da verba de marketing.'],
      ['Influenciadores e parcerias', 5, 'R$ 405,00 por mês, 5% da verba de marketing.'],
      ['CRM e relacionamento', 21, 'R$ 1.701,00 por mês, 21% da verba de marketing.'],
    ]);
  });
});
