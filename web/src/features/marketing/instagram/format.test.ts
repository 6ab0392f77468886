import { describe, expect, it } from 'vitest';
import { formatCount, formatRate } from './format';

describe('the Instagram numbers in pt-BR', () => {
  it('counts with a thousands dot, averages with a decimal comma', () => {
    expect(formatCount(8640)).toBe('8.640');
    expect(formatCount(48700)).toBe('48.700');
    expect(formatCount(171.3)).toBe('171,3');
  });

  it('the engagement rate to one decimal', () => {
    expect(formatRate(2.4222972972972974)).toBe('2,4%');
    expect(formatRate(1.4875)).toBe('1,5%');
    expect(formatRate(0)).toBe('0,0%');
  });
});
