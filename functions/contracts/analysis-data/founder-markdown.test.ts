import { describe, expect, it } from 'vitest';
import { founderAnalysisSchema, readFounderAnalysis, type FounderAnalysis } from './founder-analysis';
import { founderReportMarkdown } from './founder-markdown';

const block = (descricao: string, destaque: string) => ({ descricao, destaques: [destaque] });
const report: FounderAnalysis = {
  resumo_executivo_perfil: 'Fundador Executor, movido a resultado.',
  perfil_disc: {
    dominancia: 0.72,
    influencia: 0.4,
    estabilidade: 0.3,
    conformidade: 0.55,
    perfil_predominante: 'Executor',
    caracteristicas: ['Decide rápido'],
    recomendacoes_desenvolvimento: ['Delegar decisões do dia a dia'],
  },
  analise_motivacional: block('Busca independência financeira.', 'Meta de retirada clara'),
  inteligencia_emocional: block('Reage bem sob pressão.', 'Calma em crises'),
  roadmap_desenvolvimento: [{ fase: 'Até 30 dias', prazo: '30 dias', acoes: ['Mapear as decisões'] }],
  perfil_tomada_decisao: block('Decide com poucos dados.', 'Intuição forte'),
  energia_produtividade: block('Rende mais de manhã.', 'Agenda protegida'),
  estilo_lideranca_situacional: block('Lidera pelo exemplo.', 'Time pequeno'),
  comunicacao_influencia: block('Direto ao ponto.', 'Pouca escuta'),
  insights_estrategicos: ['A empresa depende do fundador nas vendas.'],
};

describe('the founder report’s Markdown, written from its fields', () => {
  it('has every part of the report under the screen’s headings, in its order', () => {
    const markdown = founderReportMarkdown(report);
    expect(markdown.startsWith('# Perfil Empreendedor — Executor\n')).toBe(true);
    const headings = markdown.split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual([
      '## Resumo executivo do perfil',
      '## Análise motivacional',
      '## Inteligência emocional',
      '## Perfil de tomada de decisão',
      '## Energia e produtividade',
      '## Estilo de liderança situacional',
      '## Comunicação e influência',
      '## Insights estratégicos',
      '## Perfil DISC',
      '## Roadmap de desenvolvimento',
    ]);
    for (const line of [
      'Fundador Executor, movido a resultado.',
      '- Meta de retirada clara',
      '- Dominância: 72%',
      '- Conformidade: 55%',
      '### Características',
      '- Delegar decisões do dia a dia',
      '### Até 30 dias (Prazo: 30 dias)',
      '- Mapear as decisões',
      '- A empresa depende do fundador nas vendas.',
    ])
      expect(markdown.split('\n'), line).toContain(line);
  });

  it('leaves out the empty parts', () => {
    const markdown = founderReportMarkdown({
      ...report,
      inteligencia_emocional: { descricao: '', destaques: [] },
      insights_estrategicos: [],
      roadmap_desenvolvimento: [],
    });
    expect(markdown).not.toContain('Inteligência emocional');
    expect(markdown).not.toContain('Insights estratégicos');
    expect(markdown).not.toContain('Roadmap de desenvolvimento');
  });

  it('is not asked of the model: the strict schema passes without it', () => {
    expect(founderAnalysisSchema.safeParse(report).success).toBe(true);
  });

  it('a new stored report reads with the Markdown written from it; an older one keeps its own', () => {
    const fresh = readFounderAnalysis(report);
    expect(fresh?.format).toBe('pda');
    if (fresh?.format !== 'pda') return;
    expect(fresh.analysis.markdown_original).toBe(founderReportMarkdown(report));

    const older = readFounderAnalysis({ ...report, markdown_original: '# Relatório escrito pelo modelo' });
    expect(older?.format === 'pda' && older.analysis.markdown_original).toBe(
      '# Relatório escrito pelo modelo',
    );
  });
});
