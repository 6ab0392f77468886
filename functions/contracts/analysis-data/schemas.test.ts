import { describe, expect, it } from 'vitest';
import { maturityLabel, scoreLabel } from './common';
import { readBusinessAnalysis } from './business-analysis';
import { founderAnalysisFormat, readFounderAnalysis } from './founder-analysis';
import { managementAreaSchema, readManagementAreas } from './management';
import { readGenericAnalysis } from './generic-analysis';

describe('business analysis: both spellings on read', () => {
  it('normalises the camelCase variant to snake_case', () => {
    const read = readBusinessAnalysis({
      resumoExecutivo: 'Resumo',
      nivelDeMaturidade: 'Intermediário',
      pontosFortes: ['Marca'],
      entendimento_situacao: { situacaoComplicacao: 'Situação', perguntasResponder: ['Como crescer?'] },
      clienteIdeal: 'Clínicas',
      propostaValor: 'Menos faltas',
      hipotesesCrescimento: ['Plano anual'],
      teoriaVencer: 'Suporte humano',
      analiseSwot: {
        forcas: ['A'],
        fraquezas: ['B'],
        oportunidades: ['C'],
        ameacas: ['D'],
        recomendacaoEstrategica: 'Focar',
      },
      cincoForcasPorter: { poderCompradores: 'Alto', rivalidadeConcorrentes: 'Médio' },
    });
    expect(read).toMatchObject({
      resumo_executivo: 'Resumo',
      nivel_de_maturidade: 'Intermediário',
      pontos_fortes: ['Marca'],
      pontos_fracos: [],
      entendimento_situacao: { situacao_complicacao: 'Situação', perguntas_responder: ['Como crescer?'] },
      cliente_ideal_proposta: { cliente_ideal: 'Clínicas', proposta_valor: 'Menos faltas' },
      ideias_crescimento: { hipoteses_crescimento: ['Plano anual'], teoria_vencer: 'Suporte humano' },
      analise_swot: { forcas: ['A'], recomendacao_estrategica: 'Focar' },
      cinco_forcas_porter: {
        poder_compradores: 'Alto',
        rivalidade_concorrentes: 'Médio',
        novos_entrantes: '',
      },
    });
  });

  it('reads the snake_case spelling as is, JSON strings too, and refuses other data', () => {
    const snake = { resumo_executivo: 'R', analise_swot: { forcas: ['F'] } };
    expect(readBusinessAnalysis(snake)?.analise_swot.forcas).toEqual(['F']);
    expect(readBusinessAnalysis(JSON.stringify(snake))?.resumo_executivo).toBe('R');
    expect(readBusinessAnalysis({ foo: 1 })).toBeNull();
    expect(readBusinessAnalysis(null)).toBeNull();
    expect(readBusinessAnalysis('not json')).toBeNull();
  });
});

describe('founder analysis: formats', () => {
  it('recognises the PDA, sectioned and legacy shapes', () => {
    expect(founderAnalysisFormat({ perfil_disc: { dominancia: 0.4 } })).toBe('pda');
    expect(founderAnalysisFormat({ resumo_executivo_perfil: 'x' })).toBe('pda');
    expect(founderAnalysisFormat({ titulo: 'Perfil', ambicao_objetivo_vida: 'x' })).toBe('sectioned');
    expect(founderAnalysisFormat({ visao_negocio: 'x' })).toBe('sectioned');
    expect(founderAnalysisFormat({ summary: 'x' })).toBe('legacy');
    expect(founderAnalysisFormat({ pontos_fortes: ['x'] })).toBe('legacy');
    expect(founderAnalysisFormat({ other: 1 })).toBeNull();
    expect(founderAnalysisFormat([1])).toBeNull();
  });

  it('fills an incomplete analysis with defaults; percentages become fractions', () => {
    const read = readFounderAnalysis({
      perfil_disc: { dominancia: 40, influencia: 0.3 },
      analise_motivacional: 'texto',
    });
    expect(read?.format).toBe('pda');
    if (read?.format !== 'pda') return;
    expect(read.analysis.perfil_disc).toMatchObject({ dominancia: 0.4, influencia: 0.3, estabilidade: 0 });
    expect(read.analysis.analise_motivacional).toEqual({ descricao: 'texto', destaques: [] });
    expect(read.analysis.insights_estrategicos).toEqual([]);
    const legacy = readFounderAnalysis({ summary: 'Resumo antigo', riscos: [{ descricao: 'caixa' }] });
    expect(legacy).toMatchObject({
      format: 'legacy',
      analysis: { resumo_executivo: 'Resumo antigo', riscos: [{ descricao: 'caixa', mitigacao: '' }] },
    });
  });
});

describe('management analysis', () => {
  it('does not ask the model for an area’s level; a stored area without one reads as 3, Intermediário', () => {
    expect(Object.keys(managementAreaSchema.shape)).not.toContain('nivel_maturidade');
    expect(Object.keys(managementAreaSchema.shape)).not.toContain('titulo_maturidade');
    expect(readManagementAreas({ areas_analisadas: [{ nome: 'Funil', nivel_maturidade: 9 }, 'x'] })).toEqual([
      {
        nome: 'Funil',
        nivel_maturidade: 3,
        titulo_maturidade: 'Intermediário',
        descricao_maturidade: '',
        pontos_fortes: [],
        gaps: [],
        obstaculos: [],
        recomendacoes: [],
      },
    ]);
  });

  it('labels maturity levels and scores as the spec says', () => {
    expect([1, 2, 3, 4, 5].map(maturityLabel)).toEqual([
      'Rudimentar',
      'Básico',
      'Intermediário',
      'Avançado',
      'Excelência',
    ]);
    expect(maturityLabel(0)).toBe('Rudimentar');
    expect([1.4, 1.5, 2.49, 3.4, 4.49, 4.5].map(scoreLabel)).toEqual([
      'Inicial',
      'Básico',
      'Básico',
      'Intermediário',
      'Avançado',
      'Otimizado',
    ]);
  });
});

describe('generic analysis: read apart from a business analysis', () => {
  it('reads its own fields with defaults, and refuses other data (a business analysis included)', () => {
    expect(readGenericAnalysis({ resumo: 'R', lacunas: ['L', 3] })).toEqual({
      resumo: 'R',
      pontos_fortes: [],
      lacunas: ['L', '3'],
      recomendacoes: [],
      principais_insights: [],
    });
    expect(readGenericAnalysis({ resumo_executivo: 'R', pontos_fortes: ['F'] })).toBeNull();
    expect(readGenericAnalysis('texto')).toBeNull();
    expect(readGenericAnalysis(null)).toBeNull();
  });
});
