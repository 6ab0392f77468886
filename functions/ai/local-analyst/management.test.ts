import { describe, expect, it } from 'vitest';
import { managementAreasSchema, managementOverviewSchema } from '../../contracts/analysis-data/management';
import { gestaoAnswers } from '../testing/answer-sets';
import { allText, inputFor } from '../testing/fixtures';
import { AnswerSheet } from '../answers/answer-sheet';
import { managementAreas, managementOverview } from './management';

const sheetOf = (answers = gestaoAnswers) =>
  new AnswerSheet(inputFor('sistema-gestao', answers, { companyName: 'Odonto Pro' }));

describe('local analyst: management areas', () => {
  it('reads each area’s level from its 1-5 maturity question', () => {
    const output = managementAreas(sheetOf());
    expect(managementAreasSchema.parse(output)).toEqual(output);
    expect(
      output.areas_analisadas.map((area) => [area.nome, area.nivel_maturidade, area.titulo_maturidade]),
    ).toEqual([
      ['Produto', 4, 'Avançado'],
      ['Canal', 2, 'Básico'],
      ['Funil', 3, 'Intermediário'],
      ['Precificação', 3, 'Intermediário'],
      ['Mensuração', 1, 'Rudimentar'],
      ['Conteúdo', 1, 'Rudimentar'],
    ]);
  });

  it('describes the level with the question’s own anchor and cites the section’s answers', () => {
    const [produto, canal] = managementAreas(sheetOf()).areas_analisadas;
    expect(produto?.descricao_maturidade).toBe('Qualidade medida e melhorias feitas com base no cliente.');
    expect(produto?.pontos_fortes.join(' ')).toContain(
      '“As etapas principais estão documentadas e são seguidas”',
    );
    expect(produto?.obstaculos.join(' ')).toContain('o prazo de implantação passa de 30 dias');
    expect(canal?.gaps.join(' ')).toContain('“Um canal”');
    expect(canal?.recomendacoes[0]).toContain('canal de aquisição');
  });

  it('defaults an unanswered area to level 3 (Intermediário)', () => {
    const { produto_maturidade: _omitted, ...rest } = gestaoAnswers;
    const produto = managementAreas(sheetOf(rest)).areas_analisadas[0];
    expect(produto).toMatchObject({ nivel_maturidade: 3, titulo_maturidade: 'Intermediário' });
  });
});

describe('local analyst: management overview', () => {
  it('passes the schema, with the report variant’s blocks', () => {
    const output = managementOverview(sheetOf());
    expect(managementOverviewSchema.parse(output)).toEqual(output);
    // Mean (4+2+3+3+1+1)/6 = 2.33 → Básico.
    expect(output.nivel_de_maturidade).toBe('Básico');
    expect(output.summary).toContain('2,3/5');
    expect(output.strengths[0]).toBe('Produto: nível 4 (Avançado).');
    expect(output.weaknesses[0]).toBe('Mensuração: nível 1 (Rudimentar).');
    expect(output.resumo_executivo).toContain('“Odonto Pro”');
    expect(output.clareza_estrategica?.nivel).toBe('Baixa');
    expect(output.rituais_gestao?.existentes).toEqual([
      'Reunião mensal de resultados (financeiro e comercial)',
    ]);
    expect(output.indicadores?.sugeridos).toContain('Margem de lucro');
    expect(output.obstaculos_remover?.[0]).toMatchObject({ prioridade: 'alta' });
    expect(output.alavancas_crescimento?.[0]).toMatchObject({ potencial: 'alto' });
  });

  it('quotes the user’s words and never looks like an analysis still processing', () => {
    const output = managementOverview(sheetOf());
    const text = allText(output);
    expect(text).toContain(gestaoAnswers.prioridades_12_meses as string);
    expect(text).toContain(gestaoAnswers.obstaculo_execucao as string);
    expect(text).toContain(gestaoAnswers.teoria_vencer as string);
    expect(`${output.summary} ${output.resumo_executivo}`).not.toMatch(/processamento|Aguarde/);
  });
});
