import { describe, expect, it } from 'vitest';
import { scoreLabel } from './common';
import { bandsText, businessBands, businessMaturityOf, maturityScales, scoreBands } from './maturity-scales';

describe('maturity scales', () => {
  it('the mean’s bands give every mean to one decimal the label scoreLabel gives it', () => {
    for (let tenths = 10; tenths <= 50; tenths++) {
      const mean = tenths / 10;
      const band = scoreBands.find((candidate) => mean >= candidate.from && mean <= candidate.to);
      expect(band?.label, `${mean}`).toBe(scoreLabel(mean));
    }
  });

  it('the business bands cover 0-100 without a gap, and the shown points decide the level', () => {
    for (let points = 0; points <= 100; points++) {
      const band = businessBands.find((candidate) => points >= candidate.from && points <= candidate.to);
      expect(band?.label, `${points}`).toBe(businessMaturityOf(points));
    }
    expect([39, 40, 69, 70].map(businessMaturityOf)).toEqual([
      'Iniciante',
      'Intermediário',
      'Intermediário',
      'Avançado',
    ]);
  });

  it('states every band with both its ends', () => {
    expect(bandsText(scoreBands)).toBe(
      'de 1 a 1,4: Inicial; de 1,5 a 2,4: Básico; de 2,5 a 3,4: Intermediário; de 3,5 a 4,4: Avançado; de 4,5 a 5: Otimizado',
    );
    expect(maturityScales.business.bands).toBe(
      'pontuação das respostas de 0 a 100 — de 0 a 39: Iniciante; de 40 a 69: Intermediário; de 70 a 100: Avançado',
    );
    expect(maturityScales.area.scale).toBe(
      'escala de 1 a 5: 1 Rudimentar, 2 Básico, 3 Intermediário, 4 Avançado, 5 Excelência',
    );
  });
});
