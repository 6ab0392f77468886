import { describe, expect, it } from 'vitest';
import type { ManagementArea } from '@contracts/analysis-data/management';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import { markupOf, visibleText } from '../../testing/markup';
import { BusinessAnalysisView } from './business-analysis-view';
import { FounderProfileChip } from './founder-profile-chip';
import { ManagementAreas } from './management-areas';
import { ManagementOverview } from './management-overview';
import { readBusinessAnalysis } from '@contracts/analysis-data/business-analysis';

const text = analysisScreensMessages.management;

const html = markupOf;
const visible = visibleText;

const area = (nome: string, nivel: number, titulo: string): ManagementArea => ({
  nome,
  nivel_maturidade: nivel,
  titulo_maturidade: titulo,
  descricao_maturidade: `Descrição de ${nome}.`,
  pontos_fortes: [],
  gaps: [`Gap de ${nome}.`],
  obstaculos: [],
  recomendacoes: [],
});
const areas = [
  area('Produto', 4, 'Avançado'),
  area('Canal', 2, 'Básico'),
  area('Funil', 3, 'Intermediário'),
  area('Precificação', 3, 'Intermediário'),
  area('Mensuração', 1, 'Rudimentar'),
  area('Conteúdo', 1, 'Rudimentar'),
];
const clarity =
  'Baixa: a visão existe só na cabeça do fundador e nenhuma meta de doze meses foi escrita ou compartilhada com a equipe.';
const overview = {
  resumo_executivo: 'Resumo executivo da gestão em um parágrafo.',
  summary: 'A gestão está no nível Básico; prioridade em Mensuração.',
  strengths: ['Produto com padrão de entrega.'],
  weaknesses: ['Nenhum indicador acompanhado.'],
  recommendations: ['Escolher cinco indicadores e revisá-los todo mês.'],
  insights_importantes: ['Insight da gestão.'],
  nivel_de_maturidade: 'Básico',
  fatores_internos: [],
  fatores_externos: [],
  entendimento_situacao: { situacao_complicacao: '', perguntas_responder: [] },
  clareza_estrategica: { nivel: clarity, visao_longo_prazo: 'Visão.', teoria_vencer: 'Teoria.' },
};

describe('management analysis screen', () => {
  it('shows every overview field the model writes: summary, strengths, weaknesses, recommendations', () => {
    const page = visible(html(<ManagementOverview overview={overview} areas={areas} />));
    for (const value of [
      overview.resumo_executivo,
      overview.summary,
      ...overview.strengths,
      ...overview.weaknesses,
      ...overview.recommendations,
      ...overview.insights_importantes,
    ])
      expect(page).toContain(value);
    for (const title of [text.strengths, text.weaknesses, text.recommendations, text.summary])
      expect(page).toContain(title);
  });

  it('shows a full-sentence clarity level whole, outside any chip', () => {
    const markup = html(<ManagementOverview overview={overview} areas={areas} />);
    expect(visible(markup)).toContain(clarity);
    const chips = markup.match(/<div class="MuiChip-root[^"]*"[^>]*>.*?<\/div>/g) ?? [];
    expect(chips.some((chip) => chip.includes('Baixa'))).toBe(false);
  });

  it('names the scale of the mean and of the areas’ levels, with the mean’s bands stated at both ends', () => {
    // Mean (4+2+3+3+1+1)/6 = 2.3 → Básico (band 1,5 to 2,4).
    const page = visible(
      html(
        <>
          <ManagementOverview overview={overview} areas={areas} />
          <ManagementAreas areas={areas} />
        </>,
      ),
    );
    expect(page).toContain('Maturidade da gestão (média das seis áreas, escala de 1 a 5)');
    expect(page).toContain('Média 2,3 de 5 (46%) · Básico');
    expect(page).toContain(
      'Faixas da média: de 1 a 1,4: Inicial; de 1,5 a 2,4: Básico; de 2,5 a 3,4: Intermediário; de 3,5 a 4,4: Avançado; de 4,5 a 5: Otimizado.',
    );
    expect(page).toContain(
      'Nível de cada área na escala de 1 a 5: 1 Rudimentar, 2 Básico, 3 Intermediário, 4 Avançado, 5 Excelência.',
    );
    expect(page).toContain('Nível 1 de 5 · Rudimentar');
    expect(page).not.toMatch(/abaixo de 1,5/);
  });
});

describe('business analysis screen', () => {
  it('names the business maturity’s own 3-level scale and its bands', () => {
    const analysis = readBusinessAnalysis({
      nivel_de_maturidade: 'Intermediário',
      resumo_executivo: 'Resumo.',
    });
    const page = visible(html(<BusinessAnalysisView analysis={analysis!} />));
    expect(page).toContain('Maturidade do negócio (escala de 3 níveis): Intermediário');
    expect(page).toContain('de 0 a 39: Iniciante; de 40 a 69: Intermediário; de 70 a 100: Avançado');
  });
});

describe('founder profile chip', () => {
  it('shows a DISC tie as a tie, in no single profile’s colour', () => {
    const tie = html(<FounderProfileChip name="Executor e Colaborador (empate)" />);
    expect(visible(tie)).toContain('Executor e Colaborador (empate)');
    expect(tie).not.toContain('data-profile');
    expect(html(<FounderProfileChip name="Executor" />)).toContain('data-profile="Executor"');
  });
});
