import { managementAreaNames, sameAreaName, type ManagementArea } from '@contracts/analysis-data/management';

/** Radar default per area when the analysis has none for it (spec 9). */
const RADAR_DEFAULT = 1;

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
