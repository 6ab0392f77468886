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
