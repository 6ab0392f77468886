import { describe, expect, it } from 'vitest';
import { coreDiagnosticSlugs } from '../contracts/diagnostics';
import {
  analysisRedirectDelayMs,
  analysisScreenKind,
  coreDiagnosticBySlug,
  coreDiagnostics,
  diagnosticKindOf,
  diagnosticKinds,
} from './core-diagnostics';

describe('core diagnostics facts', () => {
  it('lists the four core diagnostics in the spec order of their slugs', () => {
    expect(diagnosticKinds.map((kind) => coreDiagnostics[kind].slug)).toEqual([...coreDiagnosticSlugs]);
  });

  it('finds a diagnostic by slug, and nothing for other diagnostics', () => {
    expect(diagnosticKindOf('sistema-gestao')).toBe('management');
    expect(coreDiagnosticBySlug('negocio')?.questionnaireRoute).toBe('/business-diagnostic');
    expect(diagnosticKindOf('vendas')).toBeUndefined();
  });

  it.each([
    ['fundador', 'founder'],
    ['founder', 'founder'],
    ['negocio', 'business'],
    ['business', 'business'],
    ['sistema-gestao', 'management'],
    ['management', 'management'],
    ['management-system', 'management'],
    ['investidor', 'investor'],
    ['investor', 'investor'],
    ['vendas', undefined],
  ])('/analysis/%s/… opens the %s screen', (segment, kind) => {
    expect(analysisScreenKind(segment)).toBe(kind);
  });

  it.each([
    ['fundador', 2000],
    ['negocio', 2000],
    ['sistema-gestao', 3000],
    ['investidor', 1000],
    ['vendas', 2000],
  ])('%s opens its analysis %i ms after completion', (slug, delay) => {
    expect(analysisRedirectDelayMs(slug)).toBe(delay);
  });

  it('polls the generated analyses at the spec intervals (management: 8 s, 5-minute limit)', () => {
    expect(coreDiagnostics.founder.analysis.pollMs).toBe(5000);
    expect(coreDiagnostics.business.analysis.pollMs).toBe(5000);
    expect(coreDiagnostics.management.analysis).toMatchObject({ pollMs: 8000, pollTimeoutMs: 300_000 });
    expect(coreDiagnostics.investor.analysis).toBeNull();
  });
});
