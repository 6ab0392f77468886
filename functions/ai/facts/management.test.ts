import { describe, expect, it } from 'vitest';
import {
  managementAreasSchema,
  managementOverviewSchema,
  type ManagementAreas,
  type ManagementAreasModel,
  type ManagementOverviewModel,
} from '../../contracts/analysis-data/management';
import { dossierAreaKeys } from '../../contracts/analysis-data/dossier/raio-x-negocio';
import { AnswerSheet } from '../answers/answer-sheet';
import { gestaoAnswers } from '../testing/answer-sets';
import { inputFor, type AnswerSpec } from '../testing/fixtures';
import { managementAreasFacts, managementFacts, managementOverviewFacts } from './management';

const inputOf = (answers: Record<string, AnswerSpec> = gestaoAnswers) => inputFor('sistema-gestao', answers);
const factsOf = (answers?: Record<string, AnswerSpec>) => managementFacts(new AnswerSheet(inputOf(answers)));

/** The realistic answers' areas: name, level, title. */
const realisticLevels = [
  ['Produto', 4, 'Avançado'],
  ['Canal', 2, 'Básico'],
  ['Funil', 3, 'Intermediário'],
  ['Precificação', 3, 'Intermediário'],
  ['Mensuração', 1, 'Rudimentar'],
  ['Conteúdo', 1, 'Rudimentar'],
];
const levelsOf = (output: ManagementAreas) =>
  output.areas_analisadas.map((area) => [area.nome, area.nivel_maturidade, area.titulo_maturidade]);

describe('management facts', () => {
  it('takes each area’s level from its maturity question, titled in the 1-5 vocabulary', () => {
    const { areas } = factsOf();
    expect(areas.map((area) => [area.nome, area.nivel, area.titulo])).toEqual(realisticLevels);
    expect(areas.map((area) => area.key)).toEqual(dossierAreaKeys);
  });

  it('averages the six levels to one decimal and labels the mean with the spec’s score labels', () => {
    // (4 + 2 + 3 + 3 + 1 + 1) / 6 = 2.33.
    expect(factsOf()).toMatchObject({ media: 2.3, nivel: 'Básico' });
    const all = (level: number) =>
      factsOf({
        ...gestaoAnswers,
        ...Object.fromEntries(
          ['produto', 'canal', 'funil', 'precificacao', 'mensuracao', 'conteudo'].map((key) => [
            `${key}_maturidade`,
            level,
          ]),
        ),
      });
    expect(all(1)).toMatchObject({ media: 1, nivel: 'Inicial' });
    expect(all(5)).toMatchObject({ media: 5, nivel: 'Otimizado' });
  });

  it('changes only the answered area’s level when its maturity answer changes', () => {
    const before = factsOf();
    const after = factsOf({ ...gestaoAnswers, funil_maturidade: 5 });
    expect(after.areas.find((area) => area.nome === 'Funil')).toMatchObject({
      nivel: 5,
      titulo: 'Excelência',
    });
    expect(after.areas.filter((area) => area.nome !== 'Funil')).toEqual(
      before.areas.filter((area) => area.nome !== 'Funil'),
    );
    expect(after.media).toBe(2.7);
  });

  it('defaults an unanswered area to level 3 and says so', () => {
    const { produto_maturidade: _omitted, ...rest } = gestaoAnswers;
    const facts = factsOf(rest);
    expect(facts.areas[0]).toMatchObject({ nome: 'Produto', nivel: 3, answered: false });
    expect(managementAreasFacts.lines(inputOf(rest))[0]).toContain(
      'Produto 3 (Intermediário, sem resposta: nível padrão)',
    );
  });

  it('renders the levels and the average in pt-BR', () => {
    expect(managementOverviewFacts.lines(inputOf())).toEqual([
      '- Nível de maturidade da área (escala de 1 a 5: 1 Rudimentar, 2 Básico, 3 Intermediário, 4 Avançado, 5 Excelência), dado pela resposta à pergunta de maturidade da área: Produto 4 (Avançado), Canal 2 (Básico), Funil 3 (Intermediário), Precificação 3 (Intermediário), Mensuração 1 (Rudimentar), Conteúdo 1 (Rudimentar).',
      '- Maturidade da gestão (média dos níveis das seis áreas, de 1 a 5, com uma casa decimal): 2,3 de 5, rótulo Básico (rótulo da média — de 1 a 1,4: Inicial; de 1,5 a 2,4: Básico; de 2,5 a 3,4: Intermediário; de 3,5 a 4,4: Avançado; de 4,5 a 5: Otimizado). O título de uma área (Rudimentar … Excelência) e o rótulo da média (Inicial … Otimizado) são da mesma escala de 1 a 5: ao citar um deles, diga se é o nível de uma área ou a média da gestão.',
    ]);
  });
});

/** A model's area: its own level and title, its own texts. */
const modelArea = (nome: string) => ({
  nome,
  descricao_maturidade: `Descrição de ${nome} pelo modelo.`,
  pontos_fortes: [`Força de ${nome}.`],
  gaps: [],
  obstaculos: [],
  recomendacoes: [`Recomendação para ${nome}.`],
});

/** A model output as the facts may meet it, not through the strict schema. */
const asModel = (output: { areas_analisadas: ReturnType<typeof modelArea>[] }) =>
  output as unknown as ManagementAreasModel;

describe('management facts applied to a model output', () => {
  // The facts read any output leniently (the strict schema already holds the six names in order).
  it('areas: each area by name (accents aside) or position gets the computed level and title (not asked of the model)', () => {
    expect(Object.keys(managementAreasSchema.shape.areas_analisadas.element.shape)).not.toContain(
      'nivel_maturidade',
    );
    const model = asModel({
      areas_analisadas: [
        modelArea('produto'),
        modelArea('Canal'),
        modelArea('Funil de vendas'),
        modelArea('Precificacao'),
        modelArea('Mensuração'),
        modelArea('Conteúdo'),
      ],
    });
    const applied = managementAreasFacts.apply(inputOf(), model);
    expect(levelsOf(applied)).toEqual(realisticLevels);
    // The texts are the model's.
    expect(applied.areas_analisadas[2]).toMatchObject({
      descricao_maturidade: 'Descrição de Funil de vendas pelo modelo.',
      recomendacoes: ['Recomendação para Funil de vendas.'],
    });
    expect(managementAreasSchema.safeParse(applied).success).toBe(true);
  });

  it('areas: matches by name whatever the order; an unknown name takes the area of its position if free', () => {
    const model = asModel({
      areas_analisadas: [modelArea('Conteúdo'), modelArea('Produto'), modelArea('Pessoas')],
    });
    const applied = managementAreasFacts.apply(inputOf(), model);
    expect(levelsOf(applied)).toEqual([
      ['Conteúdo', 1, 'Rudimentar'],
      ['Produto', 4, 'Avançado'],
      // Position 3 is Funil, which the output does not name: the unknown area takes it.
      ['Funil', 3, 'Intermediário'],
    ]);
  });

  it('overview: the overall level in the 1-5 vocabulary, the texts kept', () => {
    expect(Object.keys(managementOverviewSchema.shape)).not.toContain('nivel_de_maturidade');
    const model: ManagementOverviewModel = managementOverviewSchema.parse({
      resumo_executivo: 'Resumo do modelo.',
      summary: 'Uma frase.',
      strengths: ['Força.'],
      weaknesses: ['Fraqueza.'],
      recommendations: ['Recomendação.'],
      insights_importantes: ['Insight.'],
      fatores_internos: ['Interno.'],
      fatores_externos: ['Externo.'],
      entendimento_situacao: { situacao_complicacao: 'Situação.', perguntas_responder: ['Pergunta?'] },
    });
    const applied = managementOverviewFacts.apply(inputOf(), model);
    expect(applied).toEqual({ ...model, nivel_de_maturidade: 'Básico' });
  });
});
