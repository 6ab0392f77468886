import { describe, expect, it } from 'vitest';
import { founderProfileNames } from '@contracts/analysis-data/founder-analysis';
import { founderProfileColor, isDiscTie, knownFounderProfile } from './founder-profile-style';

/** WCAG relative luminance contrast of a #rrggbb colour against white. */
function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

describe('founder profile styles', () => {
  it('gives each of the six profiles its own colour, readable in white text', () => {
    const colors = founderProfileNames.map(founderProfileColor);
    expect(new Set(colors).size).toBe(6);
    for (const color of colors) expect(contrastWithWhite(color)).toBeGreaterThanOrEqual(4.5);
  });

  it('knows a profile by its name, case and accents aside', () => {
    expect(knownFounderProfile('Visionário')).toBe('Visionário');
    expect(knownFounderProfile('perfil visionario')).toBe('Visionário');
    expect(knownFounderProfile('ANALÍTICO')).toBe('Analítico');
  });

  it('leaves any other name to the generic style', () => {
    expect(knownFounderProfile('Dominante')).toBeNull();
    expect(knownFounderProfile('Executora')).toBeNull();
    expect(knownFounderProfile('')).toBeNull();
  });

  it('gives a tie no single profile’s style: it names two profiles, or says empate', () => {
    expect(knownFounderProfile('Executor e Colaborador (empate)')).toBeNull();
    expect(knownFounderProfile('Executor e Colaborador')).toBeNull();
    expect(knownFounderProfile('Equilibrado (empate entre as quatro dimensões)')).toBeNull();
    expect(isDiscTie('Executor e Colaborador (empate)')).toBe(true);
    expect(isDiscTie('Executor')).toBe(false);
  });
});
