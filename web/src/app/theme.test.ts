import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/** WCAG 2.1 AA for normal-size text (chips and buttons are 13-14 px). */
const AA = 4.5;
const { palette } = theme;

describe('theme colours reach WCAG AA 4.5:1 for the text they carry', () => {
  it.each(['error', 'warning', 'info', 'success'] as const)(
    '%s: as text on white and on the page background, and under its contrast text',
    (name) => {
      const color = palette[name];
      expect(getContrastRatio(color.main, '#ffffff')).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(color.main, palette.background.default)).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(color.contrastText, color.main)).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(color.contrastText, color.dark)).toBeGreaterThanOrEqual(AA);
    },
  );

  it.each(['scoreRed', 'scoreOrange', 'scoreYellow', 'scoreLightBlue', 'scoreGreen'] as const)(
    '%s: its contrast text on the band',
    (name) => {
      expect(getContrastRatio(palette[name].contrastText, palette[name].main)).toBeGreaterThanOrEqual(AA);
    },
  );

  it('secondary text (also a disabled field hint) on white and on the page background', () => {
    expect(getContrastRatio(palette.text.secondary, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(getContrastRatio(palette.text.secondary, palette.background.default)).toBeGreaterThanOrEqual(AA);
  });
});
