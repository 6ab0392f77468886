import { describe, expect, it } from 'vitest';
import { diagnosticRun } from './diagnostic-run';

describe('diagnosticRun', () => {
  it.each([
    ['negocio', 30_000],
    ['fundador', 45_000],
    ['sistema-gestao', 30_000],
    ['investidor', 25_000],
  ])("the %s diagnostic's processing: %i ms, 3 retries, polled every 5 s (spec 9)", (slug, timeoutMs) => {
    expect(diagnosticRun(slug)).toEqual({ timeoutMs, retries: 3, pollingIntervalMs: 5_000 });
  });

  it("any other diagnostic takes the business diagnostic's numbers", () => {
    expect(diagnosticRun('cultura-organizacional')).toEqual(diagnosticRun('negocio'));
  });
});
