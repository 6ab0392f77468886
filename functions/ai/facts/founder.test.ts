import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  discDimensions,
  founderAnalysisSchema,
  type FounderAnalysisModel,
} from '../../contracts/analysis-data/founder-analysis';
import { AnswerSheet } from '../answers/answer-sheet';
import { answerSetArbitrary } from '../testing/arbitraries';
import { fundadorAnswers, tiedDiscAnswers } from '../testing/answer-sets';
import { inputFor, seededQuestionnaire, type AnswerSpec } from '../testing/fixtures';
import {
  applyFounderFacts,
  discShares,
  discStatements,
  founderAnalysisFacts,
  founderFacts,
  founderProfile,
  founderProfileName,
} from './founder';

const inputOf = (answers: Record<string, AnswerSpec> = fundadorAnswers) => inputFor('fundador', answers);
const sheetOf = (answers?: Record<string, AnswerSpec>) => new AnswerSheet(inputOf(answers));
/** The shares in whole percentages, summed. */
const percentSum = (shares: Record<string, number>) =>
  Object.values(shares).reduce((total, share) => total + Math.round(share * 100), 0);

describe('founder facts: DISC', () => {
  it('maps each disc-tagged statement to its dimension', () => {
    const statements = discStatements(sheetOf());
    expect(Object.fromEntries(discDimensions.map((d) => [d, statements[d].map((s) => s.key)]))).toEqual({
      dominancia: ['disc_decide_rapido', 'disc_assume_comando'],
      influencia: ['disc_convence_pessoas', 'disc_energia_pessoas'],
      estabilidade: ['disc_ambiente_estavel', 'disc_harmonia_equipe'],
      conformidade: ['disc_analisa_detalhes', 'disc_padroes_processos'],
    });
    expect(statements.dominancia[0]).toMatchObject({
      text: 'Prefiro decidir rápido e corrigir a rota depois a esperar ter todas as informações.',
      answer: 5,
    });
  });

  it('gives each dimension its mean over the sum of the means, in hundredths that add up to 1', () => {
    // Means D 5, I 3.5, S 2, C 2.5 (total 13): 38.5%, 26.9%, 15.4%, 19.2% → 39, 27, 15, 19.
    const facts = founderFacts(sheetOf());
    expect(facts.shares).toEqual({
      dominancia: 0.39,
      influencia: 0.27,
      estabilidade: 0.15,
      conformidade: 0.19,
    });
    expect(facts.ranked).toEqual(['dominancia', 'influencia', 'conformidade', 'estabilidade']);
    expect(facts.profile).toBe('Executor');
    expect(facts.answered).toBe(true);
  });

  it('sums to 1 (100 whole percentages) for any valid answers', () => {
    const { questions } = seededQuestionnaire('fundador');
    fc.assert(
      fc.property(answerSetArbitrary('fundador', questions), (answers) => {
        const shares = discShares(sheetOf(answers));
        expect(percentSum(shares)).toBe(100);
        expect(Object.values(shares).reduce((total, share) => total + share, 0)).toBeCloseTo(1, 10);
        for (const share of Object.values(shares)) {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBe(Math.round(share * 100) / 100);
        }
      }),
      { numRuns: 100 },
    );
  });

  it.each(discDimensions)('a higher answer to a %s statement raises that dimension only', (dimension) => {
    const [statement] = discStatements(sheetOf())[dimension];
    const low = discShares(sheetOf({ ...fundadorAnswers, [statement!.key]: 1 }));
    const high = discShares(sheetOf({ ...fundadorAnswers, [statement!.key]: 5 }));
    expect(high[dimension]).toBeGreaterThan(low[dimension]);
    for (const other of discDimensions.filter((candidate) => candidate !== dimension)) {
      expect(high[other]).toBeLessThanOrEqual(low[other]);
    }
  });

  it('gives 25% to each dimension without disc answers', () => {
    const facts = founderFacts(
      sheetOf({ ambicao_principal: 'Crescer com força e ganhar relevância no mercado' }),
    );
    expect(facts.shares).toEqual({
      dominancia: 0.25,
      influencia: 0.25,
      estabilidade: 0.25,
      conformidade: 0.25,
    });
    expect(facts.answered).toBe(false);
  });

  it('names the combined profiles when the two strongest are within 3 points', () => {
    expect(
      founderProfile({ dominancia: 0.35, influencia: 0.33, estabilidade: 0.16, conformidade: 0.16 }),
    ).toBe('Visionário');
    expect(
      founderProfile({ dominancia: 0.35, influencia: 0.31, estabilidade: 0.17, conformidade: 0.17 }),
    ).toBe('Executor');
    expect(
      founderProfile({ dominancia: 0.34, influencia: 0.15, estabilidade: 0.17, conformidade: 0.34 }),
    ).toBe('Estrategista');
  });
});

describe('founder-analysis facts: lines and apply', () => {
  it('states the shares, the profile, the rule and the statements of each dimension', () => {
    const lines = founderAnalysisFacts.lines(inputOf());
    expect(lines[0]).toBe(
      '- Perfil DISC: Dominância 39%, Influência 27%, Estabilidade 15%, Conformidade 19%; perfil predominante Executor.',
    );
    expect(lines.join('\n')).toContain(
      '- Afirmações de Dominância (resposta de 1 a 5): “Prefiro decidir rápido e corrigir a rota depois a esperar ter todas as informações.” = 5;',
    );
    expect(lines.every((line) => line.startsWith('- '))).toBe(true);
  });

  it('writes the computed shares and profile (not asked of the model) on its output, keeping its texts', () => {
    expect(Object.keys(founderAnalysisSchema.shape.perfil_disc.shape)).toEqual([
      'caracteristicas',
      'recomendacoes_desenvolvimento',
    ]);
    const block = { descricao: 'Texto do modelo.', destaques: ['Destaque do modelo.'] };
    const model: FounderAnalysisModel = founderAnalysisSchema.parse({
      resumo_executivo_perfil: 'Resumo do modelo.',
      perfil_disc: {
        caracteristicas: ['Característica do modelo.'],
        recomendacoes_desenvolvimento: ['Recomendação do modelo.'],
      },
      analise_motivacional: block,
      inteligencia_emocional: block,
      roadmap_desenvolvimento: [{ fase: 'Fase', prazo: '30 dias', acoes: ['Ação.'] }],
      perfil_tomada_decisao: block,
      energia_produtividade: block,
      estilo_lideranca_situacional: block,
      comunicacao_influencia: block,
      insights_estrategicos: ['Insight do modelo.'],
    });
    const applied = founderAnalysisFacts.apply(inputOf(), model);
    expect(applied.perfil_disc).toEqual({
      ...model.perfil_disc,
      dominancia: 0.39,
      influencia: 0.27,
      estabilidade: 0.15,
      conformidade: 0.19,
      perfil_predominante: 'Executor',
    });
    expect(founderAnalysisSchema.parse(applied)).toEqual(model);
  });
});

describe('founder facts: a DISC tie is a tie', () => {
  it('D = S: equal shares, no predominant profile, the tie named in the facts and the output', () => {
    const facts = founderFacts(sheetOf(tiedDiscAnswers));
    // Means 5, 2, 5, 2 (total 14): 35.7%, 14.3%, 35.7%, 14.3% → 36, 14, 36, 14.
    expect(facts.shares).toEqual({
      dominancia: 0.36,
      influencia: 0.14,
      estabilidade: 0.36,
      conformidade: 0.14,
    });
    expect(facts.tie).toEqual(['dominancia', 'estabilidade']);
    expect(facts.profile).toBe('Executor e Colaborador (empate)');
    const [line] = founderAnalysisFacts.lines(inputOf(tiedDiscAnswers));
    expect(line).toBe(
      '- Perfil DISC: Dominância 36%, Influência 14%, Estabilidade 36%, Conformidade 14%; empate entre Dominância e Estabilidade (36% cada): nenhuma dimensão predomina, e o perfil fica registrado como “Executor e Colaborador (empate)”. Apresente as tendências empatadas com o mesmo peso, sem eleger uma delas como o perfil.',
    );
    expect(line).not.toContain('perfil predominante Executor');
  });

  it('keeps equal means equal when rounding cannot give both a point (33.3% each)', () => {
    // Means D 3, I 2, S 3, C 1 (total 9): 33.3%, 22.2%, 33.3%, 11.1%; the lost point goes to I, not to D alone.
    const shares = discShares(
      sheetOf({
        ...tiedDiscAnswers,
        disc_decide_rapido: 3,
        disc_assume_comando: 3,
        disc_ambiente_estavel: 3,
        disc_harmonia_equipe: 3,
        disc_analisa_detalhes: 1,
        disc_padroes_processos: 1,
      }),
    );
    expect(shares).toEqual({ dominancia: 0.33, influencia: 0.23, estabilidade: 0.33, conformidade: 0.11 });
    expect(founderProfileName(shares)).toBe('Executor e Colaborador (empate)');
  });

  it('a tie that forms a combined profile is that profile; four equal shares are balanced', () => {
    const even = { dominancia: 0.25, influencia: 0.25, estabilidade: 0.25, conformidade: 0.25 };
    expect(
      founderProfileName({
        ...even,
        dominancia: 0.35,
        influencia: 0.35,
        estabilidade: 0.15,
        conformidade: 0.15,
      }),
    ).toBe('Visionário');
    expect(
      founderProfileName({ dominancia: 0.3, influencia: 0.2, estabilidade: 0.2, conformidade: 0.3 }),
    ).toBe('Estrategista');
    expect(
      founderProfileName({ dominancia: 0.2, influencia: 0.3, estabilidade: 0.3, conformidade: 0.2 }),
    ).toBe('Comunicador e Colaborador (empate)');
    expect(founderProfileName(even)).toBe('Equilibrado (empate entre as quatro dimensões)');
    expect(
      founderProfileName({ dominancia: 0.39, influencia: 0.27, estabilidade: 0.15, conformidade: 0.19 }),
    ).toBe('Executor');
  });

  it('writes the tie on a model output', () => {
    const block = { descricao: 'Texto do modelo.', destaques: [] };
    const model = founderAnalysisSchema.parse({
      resumo_executivo_perfil: 'Resumo do modelo.',
      perfil_disc: {
        caracteristicas: ['Característica do modelo.'],
        recomendacoes_desenvolvimento: [],
      },
      analise_motivacional: block,
      inteligencia_emocional: block,
      roadmap_desenvolvimento: [{ fase: 'Fase', prazo: '30 dias', acoes: ['Ação.'] }],
      perfil_tomada_decisao: block,
      energia_produtividade: block,
      estilo_lideranca_situacional: block,
      comunicacao_influencia: block,
      insights_estrategicos: [],
    });
    const applied = applyFounderFacts(founderFacts(sheetOf(tiedDiscAnswers)), model);
    expect(applied.perfil_disc.perfil_predominante).toBe('Executor e Colaborador (empate)');
    expect(applied.perfil_disc.dominancia).toBe(applied.perfil_disc.estabilidade);
  });
});
