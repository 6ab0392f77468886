import { describe, expect, it } from 'vitest';
import { businessAnalysisSchema } from '../../contracts/analysis-data/business-analysis';
import { AnswerSheet } from '../answers/answer-sheet';
import { localModelPort } from '../local-adapter';
import { negocioAnswers } from '../testing/answer-sets';
import { inputFor, type AnswerSpec } from '../testing/fixtures';
import { businessAnalysisFacts, businessFacts } from './business';

const inputOf = (answers: Record<string, AnswerSpec> = negocioAnswers) => inputFor('negocio', answers);
const factsOf = (answers?: Record<string, AnswerSpec>) => businessFacts(new AnswerSheet(inputOf(answers)));
const percent = (score: number) => Math.round(score * 100);

describe('business facts: the 3-level maturity', () => {
  it('scores each reading of the answers 0-1 and averages them', () => {
    const facts = factsOf();
    expect(facts.readings.map((reading) => [reading.key, percent(reading.score)])).toEqual([
      ['recomendacao_clientes', 89],
      ['recorrencia', 100],
      ['dificuldade_copia', 25],
      ['provas_resultado', 0],
      ['concentracao_clientes', 55],
      ['formacao_preco', 35],
      ['ultimo_reajuste', 33],
      ['margem_liquida', 60],
      ['conhece_cac', 0],
      ['conteudo_publicado', 0],
      ['faturamento_por_canal', 43],
    ]);
    expect(percent(facts.score)).toBe(40);
    expect(facts.nivel).toBe('Intermediário');
  });

  it('moves with the answers: weaker answers make it Iniciante, stronger ones Avançado', () => {
    const weak = factsOf({ ...negocioAnswers, recomendacao_clientes: 2, margem_liquida: 0 });
    expect(weak.nivel).toBe('Iniciante');
    const strong = factsOf({
      ...negocioAnswers,
      provas_resultado: 'Sim',
      conhece_cac: 'Sim',
      dificuldade_copia: 5,
      formacao_preco: 'Com base no valor percebido pelo cliente',
      ultimo_reajuste: 'Nos últimos 6 meses',
      margem_liquida: 25,
    });
    expect(strong.nivel).toBe('Avançado');
  });

  it('is Intermediário (score 0.5) without any scored answer', () => {
    expect(factsOf({ nome_empresa: 'Padaria Pão Quente' })).toEqual({
      readings: [],
      score: 0.5,
      points: 50,
      nivel: 'Intermediário',
    });
  });

  it('is the level the local analyst writes', async () => {
    const local = await localModelPort().generate('business-analysis', inputOf());
    expect(local.nivel_de_maturidade).toBe(factsOf().nivel);
  });
});

describe('business-analysis facts: lines and apply', () => {
  it('states the level, the score and each reading in pt-BR', () => {
    const lines = businessAnalysisFacts.lines(inputOf());
    expect(lines[0]).toBe(
      '- Maturidade do negócio (escala de 3 níveis: Iniciante, Intermediário, Avançado): Intermediário, com 40 de 100 pontos (pontuação das respostas de 0 a 100 — de 0 a 39: Iniciante; de 40 a 69: Intermediário; de 70 a 100: Avançado). É uma escala própria do Diagnóstico de Negócio: não a confunda com a maturidade da gestão (de 1 a 5).',
    );
    expect(lines[1]).toContain(
      'nota de recomendação dos clientes 89; recorrência da receita 100; dificuldade de copiar a oferta 25;',
    );
  });

  it('writes the computed level over a model output, keeping its texts', async () => {
    const model = businessAnalysisSchema.parse({
      ...(await localModelPort().generate('business-analysis', inputOf())),
      nivel_de_maturidade: 'Avançado',
      resumo_executivo: 'Resumo do modelo.',
      generatedLocally: undefined,
    });
    const applied = businessAnalysisFacts.apply(inputOf(), model);
    expect(applied).toEqual({ ...model, nivel_de_maturidade: 'Intermediário' });
  });
});
