import { describe, expect, it } from 'vitest';
import type { PerformanceMeasurement } from '../../functions/contracts/website-analysis';
import { websiteInputFor } from '../../functions/ai/testing/website-fixtures';
import { CHECK_WEIGHT_TOTAL, evaluateChecks, failingChecks } from '../../functions/domain/website-checks';
import { overallScore, performanceBlock, scoreColour } from '../../functions/domain/website-score';

const measuring = { mobile: { status: 'measuring' }, desktop: { status: 'measuring' } } as const;
const measured = (score: number, lcp: number, extra: Partial<PerformanceMeasurement> = {}) =>
  ({
    status: 'measured',
    source: 'lighthouse',
    score,
    metrics: {
      firstContentfulPaintMs: 900,
      largestContentfulPaintMs: lcp,
      totalBlockingTimeMs: 100,
      cumulativeLayoutShift: 0.01,
      speedIndexMs: 1200,
    },
    opportunities: [],
    measuredAt: '2026-11-24T12:00:00.000Z',
    ...extra,
  }) as PerformanceMeasurement;

describe('score colours (spec 9)', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'yellow'],
    [50, 'yellow'],
    [49, 'red'],
    [0, 'red'],
  ] as const)('%i is %s', (score, colour) => expect(scoreColour(score)).toBe(colour));
});

describe('the checks of the demo page', async () => {
  const input = await websiteInputFor();
  const failing = failingChecks(input.checks).map((check) => check.id);

  it('weigh 100 in all', () => expect(CHECK_WEIGHT_TOTAL).toBe(100));

  it('fail exactly on the planted faults and what the page lacks', () => {
    expect(failing).toEqual(
      expect.arrayContaining(['viewport', 'meta-description', 'image-alt', 'heading-order', 'form-labels']),
    );
    // Its title is there but too long for the result page (80 characters): partly met.
    expect(input.checks.find((check) => check.id === 'title')).toMatchObject({ passed: 0.7 });
    expect(failing).not.toContain('call-to-action');
    // Served over plain HTTP on loopback.
    expect(failing).toContain('https');
  });

  it('put the heaviest failure first', () => {
    expect(failing[0]).toBe('viewport');
  });

  it('score the page from the checks alone while performance is measuring', () => {
    const score = overallScore(input.checks, measuring);
    expect(score).toBeGreaterThan(40);
    expect(score).toBeLessThan(80);
  });

  it('a page that fixes its faults scores higher', () => {
    const fixed = evaluateChecks(
      {
        ...input.facts,
        viewport: 'width=device-width, initial-scale=1',
        metaDescription:
          'Bolos artesanais sob encomenda em Belo Horizonte, com entrega no mesmo dia e receitas de família.',
        fetch: { ...input.facts.fetch, https: true },
      },
      input.validation,
    );
    expect(overallScore(fixed, measuring)).toBeGreaterThan(overallScore(input.checks, measuring) + 20);
  });
});

describe('performance in the overall score and its block', async () => {
  const { checks } = await websiteInputFor();
  const pageOnly = overallScore(checks, measuring);

  it('counts a quarter once measured, and only what was measured', () => {
    const fast = overallScore(checks, { mobile: measured(100, 1000), desktop: measured(100, 800) });
    expect(Math.abs(fast - (pageOnly * 0.75 + 25))).toBeLessThanOrEqual(1);
    const halfMeasured = overallScore(checks, {
      mobile: measured(40, 5000),
      desktop: { status: 'unavailable', reason: 'sem Chromium' },
    });
    expect(Math.abs(halfMeasured - (pageOnly * 0.75 + 10))).toBeLessThanOrEqual(1);
    expect(halfMeasured).toBeLessThan(pageOnly);
  });

  it('writes strengths and weaknesses from the thresholds, and recommends the opportunities', () => {
    const block = performanceBlock({
      mobile: measured(42, 5200, {
        opportunities: [{ title: 'Reduza o JavaScript não usado', savingsMs: 1350 }],
      }),
      desktop: measured(93, 1400),
    });
    expect(block.mobile_score).toBe(42);
    expect(block.desktop_score).toBe(93);
    expect(block.weaknesses).toContain(
      'Nota de desempenho no celular: 42 de 100 no Lighthouse, uma página lenta para o visitante.',
    );
    expect(block.weaknesses).toContain(
      'O maior conteúdo demora 5,2 s para aparecer no celular (ruim: acima de 4 s).',
    );
    expect(block.strengths).toContain('Nota de desempenho no computador: 93 de 100 no Lighthouse.');
    expect(block.recommendations).toEqual(['Reduza o JavaScript não usado (economia estimada de 1,4 s).']);
  });

  it('says nothing it did not measure', () => {
    const block = performanceBlock({
      mobile: { status: 'unavailable', reason: 'Medição indisponível neste ambiente.' },
      desktop: { status: 'measuring' },
    });
    expect(block).toMatchObject({
      mobile_score: null,
      desktop_score: null,
      strengths: [],
      weaknesses: [],
      recommendations: [],
      status: { mobile: 'unavailable', desktop: 'measuring' },
      unavailableReason: { mobile: 'Medição indisponível neste ambiente.', desktop: null },
    });
  });
});
