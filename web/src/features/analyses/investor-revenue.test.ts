import { describe, expect, it } from 'vitest';
import { revenueDisplay } from './investor-revenue';

describe('revenueDisplay', () => {
  it('shows the invalid-revenue card only for a revenue of 0 or less', () => {
    expect(revenueDisplay({ revenue: 0, revenueValid: false })).toBe('invalid-card');
    expect(revenueDisplay({ revenue: -10, revenueValid: false })).toBe('invalid-card');
  });
  it('keeps the charts for an implausible revenue above 0, with a warning', () => {
    expect(revenueDisplay({ revenue: 500, revenueValid: false })).toBe('charts-with-warning');
    expect(revenueDisplay({ revenue: 2_000_000_000, revenueValid: false })).toBe('charts-with-warning');
  });
  it('shows the charts alone for a plausible revenue', () => {
    expect(revenueDisplay({ revenue: 80_000, revenueValid: true })).toBe('charts');
  });
});
