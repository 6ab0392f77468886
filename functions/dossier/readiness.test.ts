import { describe, expect, it } from 'vitest';
import { dossierReadiness } from './readiness';

const all = new Set(['fundador', 'negocio', 'sistema-gestao', 'investidor']);

describe('dossierReadiness', () => {
  it('is ready with the four diagnostics completed and the three generated analyses completed', () => {
    expect(
      dossierReadiness({
        completedResults: all,
        analyses: { founder: 'completed', business: 'completed', management: 'completed' },
      }),
    ).toEqual({ state: 'ready', completedDiagnostics: 4, analysesReady: 4, analysesProcessing: 0, total: 4 });
  });

  it('counts the analyses still being generated, so the page knows to read again', () => {
    expect(
      dossierReadiness({
        completedResults: all,
        analyses: { founder: 'completed', business: 'processing', management: 'processing' },
      }),
    ).toMatchObject({ state: 'incomplete-profile', analysesReady: 2, analysesProcessing: 2 });
  });

  it('does not count a failed analysis, nor one of a diagnostic no longer completed, as processing', () => {
    expect(
      dossierReadiness({
        completedResults: new Set(['fundador', 'negocio', 'investidor']),
        analyses: { founder: 'error', business: 'completed', management: 'processing' },
      }),
    ).toMatchObject({ state: 'incomplete-diagnostics', analysesReady: 2, analysesProcessing: 0 });
  });
});
