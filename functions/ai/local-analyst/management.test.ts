import { describe, expect, it } from 'vitest';
import { managementAreasSchema, managementOverviewSchema } from '../../contracts/analysis-data/management';
import { gestaoAnswers } from '../testing/answer-sets';
import { allText, inputFor } from '../testing/fixtures';
import { AnswerSheet } from '../answers/answer-sheet';
import { managementAreasFacts, managementOverviewFacts } from '../facts/management';
import { managementAreas, managementOverview } from './management';
import { areaOfPriority, priorityItems } from './management-readings';

const inputOf = (answers = gestaoAnswers) =>
  inputFor('sistema-gestao', answers, { companyName: 'Odonto Pro' });
const sheetOf = (answers = gestaoAnswers) => new AnswerSheet(inputOf(answers));

describe('local analyst: management areas', () => {
  it('reads each area’s level from its 1-5 maturity question', () => {
    const output = managementAreas(sheetOf());
    // The levels and titles are the facts' (written on the model's part).
    expect(managementAreasFacts.apply(inputOf(), managementAreasSchema.parse(output))).toEqual(output);
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

  it('describes the level with the question’s own anchor and reads the section’s answers as findings', () => {
    const [produto, canal] = managementAreas(sheetOf()).areas_analisadas;
    expect(produto?.descricao_maturidade).toBe('Qualidade medida e melhorias feitas com base no cliente.');
    expect(produto?.pontos_fortes).toContain(
      'As etapas principais da entrega estão documentadas e a equipe as segue.',
    );
    expect(produto?.obstaculos.join(' ')).toContain('o prazo de implantação passa de 30 dias');
    expect(canal?.gaps).toContain(
      'Só um canal traz clientes novos de forma previsível, o que deixa a empresa exposta se ele falhar.',
    );
    expect(canal?.recomendacoes[0]).toContain('canal de aquisição');
  });

  it('never pastes an option or a yes/no after a colon', () => {
    const text = allText(managementAreas(sheetOf()));
    expect(text).not.toMatch(/(?:^|[\s.])(?:Sim|Não|Apenas|Em prática):/);
    expect(text).not.toMatch(/\.”\./);
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
    expect(managementOverviewFacts.apply(inputOf(), managementOverviewSchema.parse(output))).toEqual(output);
    // Mean (4+2+3+3+1+1)/6 = 2.33 → Básico.
    expect(output.nivel_de_maturidade).toBe('Básico');
    expect(output.summary).toContain('Maturidade da gestão no nível Básico (média 2,3 de 5)');
    expect(output.strengths[0]).toMatch(/^Produto no nível 4 \(Avançado\): /);
    expect(output.weaknesses[0]).toMatch(/^Mensuração no nível 1 \(Rudimentar\): enquanto não subir, /);
    expect(output.resumo_executivo).toContain('Odonto Pro');
    expect(output.clareza_estrategica?.nivel).toBe('Baixa');
    expect(output.rituais_gestao?.existentes).toEqual([
      'Reunião mensal de resultados (financeiro e comercial)',
    ]);
    expect(output.indicadores?.sugeridos).toContain('Margem de lucro');
    expect(output.obstaculos_remover?.[0]).toMatchObject({ prioridade: 'alta' });
    expect(output.alavancas_crescimento?.[0]).toMatchObject({ potencial: 'alto' });
  });

  it('quotes the user’s words once each and never looks like an analysis still processing', () => {
    const output = managementOverview(sheetOf());
    const text = allText(output);
    for (const key of ['prioridades_12_meses', 'obstaculo_execucao', 'teoria_vencer'] as const) {
      expect(text.split(gestaoAnswers[key] as string)).toHaveLength(2);
    }
    expect(text).not.toMatch(/\.”\./);
    expect(`${output.summary} ${output.resumo_executivo}`).not.toMatch(/processamento|Aguarde/);
  });

  it('never names an area both a strength and a weakness', () => {
    const levels: Record<string, number>[] = [
      {
        canal_maturidade: 2,
        funil_maturidade: 2,
        precificacao_maturidade: 2,
        mensuracao_maturidade: 2,
        conteudo_maturidade: 2,
        produto_maturidade: 4,
      },
      {
        canal_maturidade: 3,
        funil_maturidade: 3,
        precificacao_maturidade: 3,
        mensuracao_maturidade: 3,
        conteudo_maturidade: 3,
        produto_maturidade: 3,
      },
      {
        canal_maturidade: 5,
        funil_maturidade: 4,
        precificacao_maturidade: 4,
        mensuracao_maturidade: 5,
        conteudo_maturidade: 4,
        produto_maturidade: 5,
      },
    ];
    for (const answers of levels) {
      const output = managementOverview(sheetOf({ ...gestaoAnswers, ...answers }));
      const areaOf = (line: string) => line.match(/^(\S+) no nível/)?.[1];
      const strong = output.strengths.map(areaOf).filter(Boolean);
      const weak = output.weaknesses.map(areaOf).filter(Boolean);
      expect(strong.filter((name) => weak.includes(name))).toEqual([]);
      expect(output.resumo_executivo.split('Canal no nível').length).toBeLessThanOrEqual(2);
    }
  });

  it('ranks the area of the first stated priority first among equally weak areas', () => {
    const output = managementOverview(
      sheetOf({
        ...gestaoAnswers,
        prioridades_12_meses: '1) Reajustar os preços com base no custo real; 2) contratar; 3) vender mais',
        precificacao_maturidade: 1,
      }),
    );
    expect(output.weaknesses[0]).toMatch(/^Precificação no nível 1/);
    expect(output.insights_importantes.join(' ')).toContain('reajustar os preços com base no custo real');
  });
});

describe('the stated priorities', () => {
  it('splits numbered, semicolon and comma lists into items', () => {
    expect(
      priorityItems(
        '1) Reajustar os preços com base no custo real de cada produto; 2) contratar uma gerente de produção e sair da cozinha; 3) lançar o plano de cafés corporativos e fechar contrato com 10 empresas.',
      ),
    ).toEqual([
      'reajustar os preços com base no custo real de cada produto',
      'contratar uma gerente de produção e sair da cozinha',
      'lançar o plano de cafés corporativos e fechar contrato com 10 empresas',
    ]);
    expect(priorityItems('Abrir a loja; treinar a equipe')).toEqual(['abrir a loja', 'treinar a equipe']);
    expect(
      priorityItems('estruturar o time comercial, lançar o plano anual e reduzir a inadimplência'),
    ).toEqual(['estruturar o time comercial', 'lançar o plano anual', 'reduzir a inadimplência']);
    expect(priorityItems(undefined)).toEqual([]);
  });

  it('ties a priority to its area of the radar by its words', () => {
    expect(areaOfPriority('reajustar os preços com base no custo real')).toBe('Precificação');
    expect(areaOfPriority('estruturar o time comercial')).toBe('Funil');
    expect(areaOfPriority('abrir uma filial')).toBeUndefined();
  });
});
