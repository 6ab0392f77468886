import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatWholeReais } from './format';

describe('pt-BR formatting', () => {
  it('shows money in reais from cents', () => {
    expect(formatMoney(199700)).toBe('R$ 1.997,00');
    expect(formatMoney(5)).toBe('R$ 0,05');
  });

  it("shows money in a plan's own currency, reais for an unknown code", () => {
    expect(formatMoney(199700, 'brl')).toBe('R$ 1.997,00');
    expect(formatMoney(1997, 'usd')).toBe('US$ 19,97');
    expect(formatMoney(1997, 'eur')).toBe('€ 19,97');
    expect(formatMoney(1997, 'not a currency')).toBe('R$ 19,97');
  });

  it('writes whole reais without cents', () => {
    expect(formatWholeReais(0)).toBe('R$ 0');
    expect(formatWholeReais(1_000_000)).toBe('R$ 1.000.000');
    expect(formatWholeReais(90_000_000_000)).toBe('R$ 90.000.000.000');
  });

  it('shows dates as dd/MM/yyyy in Brasília time', () => {
    expect(formatDate('2026-03-01T12:00:00Z')).toBe('01/03/2026');
    expect(formatDate('2026-03-01T02:00:00Z')).toBe('28/02/2026');
  });
});
