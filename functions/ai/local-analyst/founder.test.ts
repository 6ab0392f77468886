import { describe, expect, it } from 'vitest';
import { founderAnalysisSchema } from '../../contracts/analysis-data/founder-analysis';
import { founderSectionSchema } from '../../contracts/analysis-data/founder-section';
import { fundadorAnswers, tiedDiscAnswers } from '../testing/answer-sets';
import { allText, inputFor } from '../testing/fixtures';
import { AnswerSheet } from '../answers/answer-sheet';
import { discShares, founderAnalysisFacts, founderProfile } from '../facts/founder';
import { founderAnalysis } from './founder';
import { founderSectionAnalysis } from './founder-section';
import { masculineReferences, placeholders } from './testing/writing-checks';

const sheetOf = (answers = fundadorAnswers, companyName?: string) =>
  new AnswerSheet(inputFor('fundador', answers, companyName ? { companyName } : {}));

describe('local analyst: founder analysis (PDA)', () => {
  it('passes the schema, speaks to the person, quotes one answer whole and names the company when given', () => {
    const output = founderAnalysis(sheetOf(fundadorAnswers, 'Clínica Digital Odonto'));
    // The DISC shares and profile are the facts' (written on the model's part).
    const input = inputFor('fundador', fundadorAnswers, { companyName: 'Clínica Digital Odonto' });
    expect(founderAnalysisFacts.apply(input, founderAnalysisSchema.parse(output))).toEqual(output);
    const text = allText(output);
    expect(output.resumo_executivo_perfil).toContain('Clínica Digital Odonto');
    // One answer quoted whole (the decision being put off); the rest in the analyst's words.
    expect(text).toContain(`“${fundadorAnswers.decisao_adiada as string}”.`);
    expect(text).toContain('descontos e condições comerciais, contratações e desligamentos');
    expect(text).toContain('Você dedica cerca de 60 horas por semana');
    expect(text).not.toMatch(/fundador|\.”\.|…”/);
    expect(output.generatedLocally).toBe(true);
  });

  it('derives the DISC fractions from the disc-tagged statements', () => {
    // Means: D (5+5)/2=5, I (4+3)/2=3.5, S (2+2)/2=2, C (2+3)/2=2.5; total 13: 38.5%, 26.9%, 15.4%,
    // 19.2%. Whole percentages that add up to 100: the two largest remainders (I, D) get the two points.
    const fractions = discShares(sheetOf());
    expect(fractions).toEqual({ dominancia: 0.39, influencia: 0.27, estabilidade: 0.15, conformidade: 0.19 });
    const output = founderAnalysis(sheetOf());
    expect(output.perfil_disc.dominancia).toBe(0.39);
    expect(output.perfil_disc.perfil_predominante).toBe('Executor');
    // The leading dimensions are strengths, never "to be trained"; the weak ones are developed.
    expect(output.perfil_disc.recomendacoes_desenvolvimento.join(' ')).not.toContain('comunicação da visão');
    expect(output.comunicacao_influencia.descricao).toContain('recurso natural');
  });

  it('never asks to train a dimension among the strongest, and calls a near-even profile balanced', () => {
    // D 28%, I/S/C 24% (the demo's shape): Influência is not a strength and not "to be trained" either.
    const answers = {
      ...fundadorAnswers,
      disc_decide_rapido: 4,
      disc_assume_comando: 4,
      disc_analisa_detalhes: 3,
      disc_padroes_processos: 4,
      disc_convence_pessoas: 3,
      disc_energia_pessoas: 4,
      disc_ambiente_estavel: 3,
      disc_harmonia_equipe: 4,
    };
    const output = founderAnalysis(sheetOf(answers));
    const strongest = output.resumo_executivo_perfil;
    expect(strongest).toContain('um perfil equilibrado');
    expect(output.comunicacao_influencia.descricao).not.toMatch(/treinada|planejada/);
  });

  it('names the profile from the strongest dimensions', () => {
    expect(founderProfile({ dominancia: 0.1, influencia: 0.5, estabilidade: 0.2, conformidade: 0.2 })).toBe(
      'Comunicador',
    );
    expect(founderProfile({ dominancia: 0.1, influencia: 0.2, estabilidade: 0.5, conformidade: 0.2 })).toBe(
      'Colaborador',
    );
    expect(founderProfile({ dominancia: 0.1, influencia: 0.2, estabilidade: 0.2, conformidade: 0.5 })).toBe(
      'Analítico',
    );
    expect(
      founderProfile({ dominancia: 0.35, influencia: 0.35, estabilidade: 0.15, conformidade: 0.15 }),
    ).toBe('Visionário');
    expect(
      founderProfile({ dominancia: 0.35, influencia: 0.15, estabilidade: 0.15, conformidade: 0.34 }),
    ).toBe('Estrategista');
  });

  it('gives 0.25 to each dimension without behavioural answers', () => {
    const output = founderAnalysis(
      sheetOf({ ambicao_principal: 'Crescer com força e ganhar relevância no mercado' }),
    );
    expect(founderAnalysisSchema.safeParse(output).success).toBe(true);
    expect(output.perfil_disc.influencia).toBe(0.25);
  });

  it('is deterministic', () => {
    expect(founderAnalysis(sheetOf())).toEqual(founderAnalysis(sheetOf()));
  });
});

describe('local analyst: founder section analysis', () => {
  it('reads the section in its own words: what the answers show, a point of attention, a next step', () => {
    const output = founderSectionAnalysis(sheetOf(), 'estilo_lideranca_gestao');
    expect(founderSectionSchema.parse(output)).toEqual(output);
    const text = output.analysis;
    expect(text).toContain('## Estilo de liderança e gestão');
    expect(text).toContain('Você lidera pelo exemplo, na linha de frente.');
    expect(text).toMatch(/decisões ainda passam só por você.*contratações e desligamentos/);
    expect(text).toContain('**Ponto de atenção.**');
    expect(text).toContain('**Próximo passo.** Comece a delegar por');
    // No option pasted back, no answer list, no other section.
    expect(text).not.toContain('Faço junto e dou o exemplo');
    expect(text).not.toMatch(/^- /m);
    expect(text).not.toContain('horas por semana');
  });

  it('writes amounts in reais as money, and follows the answers (a different answer, a different reading)', () => {
    const output = founderSectionAnalysis(sheetOf(), 'ambicao_objetivo_vida');
    expect(output.analysis).toContain('R$ 25.000,00 por mês');
    expect(founderSectionAnalysis(sheetOf(), 'tempo_energia_disponivel').analysis).not.toContain('R$');
    const rested = sheetOf({
      ...fundadorAnswers,
      horas_semanais: 38,
      nivel_energia: 'Com muita energia e entusiasmo',
    });
    const before = founderSectionAnalysis(sheetOf(), 'tempo_energia_disponivel').analysis;
    const after = founderSectionAnalysis(rested, 'tempo_energia_disponivel').analysis;
    expect(before).toContain('não se sustenta');
    expect(after).toContain('cerca de 38 horas por semana');
    expect(after).not.toContain('não se sustenta');
  });

  it('covers every section with three parts, quotes at most one whole sentence, and never speaks of the user as a man', () => {
    const sections = [...new Set(sheetOf().ordered.map((item) => item.question.metadata.section))];
    expect(sections).toHaveLength(8);
    for (const section of sections) {
      const { analysis } = founderSectionAnalysis(sheetOf(), section);
      expect(founderSectionSchema.safeParse({ analysis }).success).toBe(true);
      expect(analysis.split('\n\n').length, section).toBeGreaterThanOrEqual(3);
      expect(placeholders(analysis), section).toEqual([]);
      expect(masculineReferences(analysis), section).toEqual([]);
      expect((analysis.match(/“/g) ?? []).length, section).toBeLessThanOrEqual(1);
    }
  });

  it('says so when the section has no answers yet', () => {
    const empty = new AnswerSheet(inputFor('fundador', {}));
    expect(founderSectionAnalysis(empty, 'riscos').analysis).toContain('ainda não tem respostas suficientes');
  });
});

describe('local analyst: a tied DISC', () => {
  it('states the tie in the summary and the profile, and never presents one profile as predominant', () => {
    const output = founderAnalysis(sheetOf(tiedDiscAnswers));
    expect(output.perfil_disc.perfil_predominante).toBe('Executor e Colaborador (empate)');
    expect(output.perfil_disc.dominancia).toBe(output.perfil_disc.estabilidade);
    expect(output.resumo_executivo_perfil).toContain(
      'perfil não tem uma dimensão predominante: Dominância e Estabilidade empatam em 36%',
    );
    expect(allText(output)).not.toMatch(/perfil predominante é|Como perfil Executor/);
  });
});
