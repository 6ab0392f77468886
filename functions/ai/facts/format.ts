import { maturityLabels } from '../../contracts/analysis-data/common';

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

/** The 1-5 maturity scale in words, as every fact about it names it. */
/** The spec's score labels of an average of levels. */
export const SCORE_SCALE =
  'rótulos da média: abaixo de 1,5 Inicial, 2,5 Básico, 3,5 Intermediário, 4,5 Avançado, depois Otimizado';

export const maturityScaleText = `escala 1 a 5: ${maturityLabels
  .map((label, index) => `${index + 1} ${label}`)
  .join(', ')}`;

/** Names compared as people write them: case, accents and spacing do not matter. */
export const foldName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
