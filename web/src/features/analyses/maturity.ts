import { managementAreaNames, sameAreaName, type ManagementArea } from '@contracts/analysis-data/management';

/** Radar default per area when the analysis has none for it (spec 9). */
const RADAR_DEFAULT = 1;

export type ScoreBandColor = 'scoreRed' | 'scoreOrange' | 'scoreYellow' | 'scoreLightBlue' | 'scoreGreen';

/**
 * The score colour bands of spec 9: < 1.5 red, < 2.5 orange, < 3.5 yellow/blue, < 4.5 light blue, else
 * green; each a palette colour of the theme, with the text colour that reads on it.
 */
export function scoreBandColor(level: number): ScoreBandColor {
  if (level < 1.5) return 'scoreRed';
  if (level < 2.5) return 'scoreOrange';
  if (level < 3.5) return 'scoreYellow';
  if (level < 4.5) return 'scoreLightBlue';
  return 'scoreGreen';
}

/** The level of each of the six radar areas (Produto … Conteúdo), default 1. */
export function radarLevels(areas: readonly ManagementArea[]): { name: string; level: number }[] {
  return managementAreaNames.map((name) => {
    const area = areas.find((item) => sameAreaName(item.nome, name));
    return { name, level: area ? area.nivel_maturidade : RADAR_DEFAULT };
  });
}

/** Average level, rounded to 1 decimal, and its percentage (level / 5 × 100). */
export function averageMaturity(areas: readonly ManagementArea[]): { average: number; percent: number } {
  if (areas.length === 0) return { average: 0, percent: 0 };
  const average = areas.reduce((sum, area) => sum + area.nivel_maturidade, 0) / areas.length;
  const rounded = Math.round(average * 10) / 10;
  return { average: rounded, percent: Math.round((rounded / 5) * 1000) / 10 };
}

/** Lowest maturity first. */
export const byLowestMaturity = (areas: readonly ManagementArea[]): ManagementArea[] =>
  [...areas].sort((a, b) => a.nivel_maturidade - b.nivel_maturidade);
