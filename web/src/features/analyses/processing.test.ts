import { describe, expect, it } from 'vitest';
import type { AnalysisStatus } from '@contracts/analyses';
import { isManagementProcessing, isProcessingStatus } from './processing';

const area = (nome: string, nivel_maturidade: number) => ({ nome, nivel_maturidade });
const areas = [area('Produto', 3), area('Vendas', 2)];
const item = (status: AnalysisStatus, data: unknown) => ({ status, data });

describe('isManagementProcessing (spec 4)', () => {
  it.each<[string, ReturnType<typeof item>, boolean]>([
    ['status processing', item('processing', null), true],
    ['completed with analysed areas', item('completed', { areas_analisadas: areas }), false],
    ['completed without areas', item('completed', { areas_analisadas: [] }), true],
    ['completed with no data at all', item('completed', null), true],
    ['completed, areas without names do not count', item('completed', { areas_analisadas: [{}] }), true],
    [
      "summary still reads 'processamento'",
      item('completed', { resumo_executivo: 'Análise em processamento.', areas_analisadas: areas }),
      true,
    ],
    [
      "summary (English field) reads 'Aguarde'",
      item('completed', { summary: 'Aguarde alguns instantes', areas_analisadas: areas }),
      true,
    ],
    [
      'an ordinary summary',
      item('completed', { resumo_executivo: 'Gestão em evolução.', areas_analisadas: areas }),
      false,
    ],
    // The match is case-sensitive, as the spec writes the words.
    ['lower-case aguarde', item('completed', { summary: 'aguarde', areas_analisadas: areas }), false],
    ['an error is never processing', item('error', null), false],
  ])('%s → %s', (_name, analysis, expected) => {
    expect(isManagementProcessing(analysis)).toBe(expected);
  });
});

describe('isProcessingStatus (business, founder)', () => {
  it.each<[AnalysisStatus, boolean]>([
    ['processing', true],
    ['completed', false],
    ['error', false],
  ])('%s → %s', (status, expected) => {
    expect(isProcessingStatus({ status })).toBe(expected);
  });
});
