import type { businessMaturityLevels } from './business-analysis';
import type { scoreLabel } from './common';
import { maturityLabels } from './common';

/**
 * The spec's three maturity scales (decision 0061), in one place for the prompts' facts, the screens and
 * the PDFs, each with its name so a label is never shown without the scale it belongs to:
 * - the business maturity (business diagnostic): Iniciante, Intermediário, Avançado, from a 0-100 score;
 * - a management area's level (management diagnostic): 1-5, titled Rudimentar … Excelência;
 * - the management maturity, the mean of the six areas' levels to one decimal: labelled Inicial … Otimizado.
 */

/** A label and the closed range of values (as shown: whole points, or one decimal) that carry it. */
export interface MaturityBand<Label extends string = string> {
  label: Label;
  from: number;
  to: number;
}

/** The mean's score labels (spec 9: under 1.5 Inicial, under 2.5 Básico…), over means to one decimal. */
export const scoreBands: readonly MaturityBand<ReturnType<typeof scoreLabel>>[] = [
  { label: 'Inicial', from: 1, to: 1.4 },
  { label: 'Básico', from: 1.5, to: 2.4 },
  { label: 'Intermediário', from: 2.5, to: 3.4 },
  { label: 'Avançado', from: 3.5, to: 4.4 },
  { label: 'Otimizado', from: 4.5, to: 5 },
];

/** From this score (of 100) on, the business is Intermediário; from the next, Avançado. */
export const BUSINESS_INTERMEDIATE_FROM = 40;
export const BUSINESS_ADVANCED_FROM = 70;

export type BusinessMaturityLevel = (typeof businessMaturityLevels)[number];

/** The business maturity of a whole score of 0-100 (the score as shown decides, never its decimals). */
export function businessMaturityOf(points: number): BusinessMaturityLevel {
  if (points < BUSINESS_INTERMEDIATE_FROM) return 'Iniciante';
  return points < BUSINESS_ADVANCED_FROM ? 'Intermediário' : 'Avançado';
}

export const businessBands: readonly MaturityBand<BusinessMaturityLevel>[] = [
  { label: 'Iniciante', from: 0, to: BUSINESS_INTERMEDIATE_FROM - 1 },
  { label: 'Intermediário', from: BUSINESS_INTERMEDIATE_FROM, to: BUSINESS_ADVANCED_FROM - 1 },
  { label: 'Avançado', from: BUSINESS_ADVANCED_FROM, to: 100 },
];

/** 1.5 → '1,5'; 5 → '5'. */
const decimal = (value: number) => String(value).replace('.', ',');

/** 'de 1 a 1,4: Inicial; de 1,5 a 2,4: Básico; …': every range with both its ends. */
export const bandsText = (bands: readonly MaturityBand[]): string =>
  bands.map((band) => `de ${decimal(band.from)} a ${decimal(band.to)}: ${band.label}`).join('; ');

/** '1 Rudimentar, 2 Básico, 3 Intermediário, 4 Avançado, 5 Excelência'. */
export const areaLevelTitles = maturityLabels.map((label, index) => `${index + 1} ${label}`).join(', ');

/** The three scales' names and how each reads, as the prompts and the screens say them. */
export const maturityScales = {
  business: {
    name: 'Maturidade do negócio',
    scale: 'escala de 3 níveis: Iniciante, Intermediário, Avançado',
    bands: `pontuação das respostas de 0 a 100 — ${bandsText(businessBands)}`,
  },
  area: {
    name: 'Nível de maturidade da área',
    scale: `escala de 1 a 5: ${areaLevelTitles}`,
  },
  management: {
    name: 'Maturidade da gestão',
    scale: 'média dos níveis das seis áreas, de 1 a 5, com uma casa decimal',
    bands: `rótulo da média — ${bandsText(scoreBands)}`,
  },
} as const;
