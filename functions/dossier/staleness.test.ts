import { describe, expect, it } from 'vitest';
import type { AnalysisResponse } from '../contracts/analyses';
import { dossierSectionKeys } from '../contracts/analysis-data/dossier/sections';
import { dossierSources } from '../contracts/dossier';
import { dossierSectionSources, sourceTimes, staleSectionKeys, staleSources } from './staleness';

const T0 = '2027-03-01T10:00:00.000Z';
const T1 = '2027-03-02T10:00:00.000Z';
const T2 = '2027-03-03T10:00:00.000Z';

/** The four sources as a section generated at T1 read them (each made at T0). */
const readAtT0 = { founder: T0, business: T0, management: T0, investor: T0 };
const written = { content: { ok: true }, completedAt: T1, sources: readAtT0 };

describe('dossierSectionSources', () => {
  it('gives every section at least one source, in the order of the sources, and the summary all four', () => {
    for (const key of dossierSectionKeys) {
      const sources = dossierSectionSources[key];
      expect(sources.length, key).toBeGreaterThan(0);
      expect([...sources].sort((a, b) => dossierSources.indexOf(a) - dossierSources.indexOf(b))).toEqual(
        sources,
      );
    }
    expect(dossierSectionSources.resumo_executivo).toEqual(dossierSources);
  });
});

describe('staleSources', () => {
  it('is empty while every source is the version the section read', () => {
    for (const key of dossierSectionKeys) expect(staleSources(key, written, readAtT0)).toEqual([]);
  });

  it('names a redone source, with when, on exactly the sections that read it', () => {
    const current = { ...readAtT0, business: T2 };
    expect(
      staleSectionKeys(Object.fromEntries(dossierSectionKeys.map((key) => [key, written])), current),
    ).toEqual(['resumo_executivo', 'raio_x_negocio', 'analise_mercado', 'plano_estrategico']);
    expect(staleSources('analise_mercado', written, current)).toEqual([
      { source: 'business', changedAt: T2 },
    ]);
    expect(staleSources('perfil_fundador', written, current)).toEqual([]);
  });

  it('lists several redone sources in the order of the sources', () => {
    const current = { investor: T2, founder: T2, business: T0, management: T2 };
    expect(staleSources('resumo_executivo', written, current)).toEqual([
      { source: 'founder', changedAt: T2 },
      { source: 'management', changedAt: T2 },
      { source: 'investor', changedAt: T2 },
    ]);
  });

  it('compares with the version read, not the section’s own time: an analysis completed while the section was written makes it stale', () => {
    // It read the business analysis of T0; a newer one completed after that read, before its own save.
    const midway = '2027-03-01T22:00:00.000Z';
    expect(staleSources('analise_mercado', written, { business: midway })).toEqual([
      { source: 'business', changedAt: midway },
    ]);
  });

  it('a section written before versions were kept compares with its completion time', () => {
    const older = { content: { ok: true }, completedAt: T1 };
    expect(staleSources('analise_mercado', older, { business: T0 })).toEqual([]);
    expect(staleSources('analise_mercado', older, { business: T2 })).toEqual([
      { source: 'business', changedAt: T2 },
    ]);
  });

  it('nothing to be stale: no content, no way to tell, or a source that is gone or unknown', () => {
    expect(staleSources('analise_mercado', undefined, { business: T2 })).toEqual([]);
    expect(staleSources('analise_mercado', { content: null, completedAt: T1 }, { business: T2 })).toEqual([]);
    expect(staleSources('analise_mercado', { content: { ok: true } }, { business: T2 })).toEqual([]);
    expect(staleSources('analise_mercado', written, {})).toEqual([]);
  });
});

describe('sourceTimes', () => {
  const analysis = (completedAt: string | null) => ({ completedAt }) as AnalysisResponse;

  it('takes each analysis’s completion and the investor result’s last change while completed', () => {
    expect(
      sourceTimes(
        { founder: analysis(T0), business: analysis(T1), management: analysis(null) },
        { completed: true, updatedAt: T2 },
      ),
    ).toEqual({ founder: T0, business: T1, investor: T2 });
  });

  it('leaves out what is missing: no analysis, an investor diagnostic not completed', () => {
    expect(sourceTimes({ founder: null }, { completed: false, updatedAt: T2 })).toEqual({});
    expect(sourceTimes({}, undefined)).toEqual({});
  });
});
