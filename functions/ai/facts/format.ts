import { maturityScales } from '../../contracts/analysis-data/maturity-scales';

/** What a prompt says before the computed facts. */
export const FACTS_HEADING = 'Fatos calculados pelo sistema (use-os como estão e explique-os):';

/** The facts' lines under their heading, as one block of a prompt; '' when there are none. */
export const factsBlock = (lines: readonly string[]): string =>
  lines.length === 0 ? '' : [FACTS_HEADING, ...lines].join('\n');

/** The mean of some numbers; undefined when there are none. */
export const average = (values: readonly number[]): number | undefined =>
  values.length === 0 ? undefined : values.reduce((sum, value) => sum + value, 0) / values.length;

/** One decimal: 2.333 → 2.3. */
export const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** How the mean of the areas' levels is labelled: every band with both its ends (decision 0061). */
export const SCORE_SCALE = maturityScales.management.bands;

/** The 1-5 scale of an area's level, each level with its title. */
export const maturityScaleText = maturityScales.area.scale;

/** Names compared as people write them: case, accents and spacing do not matter. */
export const foldName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
