import { describe, expect, it } from 'vitest';
import { scoreBandColor } from './score-band';

const RED = 'scoreRed';
const ORANGE = 'scoreOrange';
const YELLOW = 'scoreYellow';
const LIGHT_BLUE = 'scoreLightBlue';
const GREEN = 'scoreGreen';

describe('scoreBandColor (spec 9 bands)', () => {
  it.each([
    [0, RED],
    [1, RED],
    [1.49, RED],
    [1.5, ORANGE],
    [2.49, ORANGE],
    [2.5, YELLOW],
    [3.49, YELLOW],
    [3.5, LIGHT_BLUE],
    [4.49, LIGHT_BLUE],
    [4.5, GREEN],
    [5, GREEN],
  ])('%s → %s', (level, color) => {
    expect(scoreBandColor(level)).toBe(color);
  });
});
