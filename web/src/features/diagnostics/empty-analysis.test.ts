import { describe, expect, it } from 'vitest';
import type { AnalysisResponse } from '@contracts/analyses';
import { emptyAnalysis } from './empty-analysis';

const analysis = (overrides: Partial<AnalysisResponse>): AnalysisResponse => ({
  resultId: 'negocio',
  diagnosticId: 'negocio',
  status: 'completed',
  data: { resumo_executivo: 'Resumo' },
  overview: null,
  error: null,
  regenerationError: null,
  attempts: 0,
  generatedLocally: true,
  companyName: null,
  completedAt: '2026-11-27T09:00:00.000Z',
  updatedAt: '2026-11-27T09:00:00.000Z',
  ...overrides,
});

describe('emptyAnalysis', () => {
  it('is empty when no analysis was ever requested (the first generation is not a regeneration)', () => {
    expect(emptyAnalysis(null)).toEqual({ regenerationsLeft: null });
  });

  it('is empty after a run that ended without data, with the regenerations left (at most 3)', () => {
    expect(emptyAnalysis(analysis({ status: 'error', data: null, attempts: 0 }))).toEqual({
      regenerationsLeft: 3,
    });
    expect(emptyAnalysis(analysis({ status: 'error', data: null, attempts: 2 }))).toEqual({
      regenerationsLeft: 1,
    });
    expect(emptyAnalysis(analysis({ status: 'error', data: null, attempts: 3 }))).toEqual({
      regenerationsLeft: 0,
    });
    expect(emptyAnalysis(analysis({ status: 'completed', data: null, attempts: 1 }))).toEqual({
      regenerationsLeft: 2,
    });
  });

  it('is not empty while the analysis is being generated, nor once it has data', () => {
    expect(emptyAnalysis(analysis({ status: 'processing', data: null }))).toBeNull();
    expect(emptyAnalysis(analysis({}))).toBeNull();
  });
});
