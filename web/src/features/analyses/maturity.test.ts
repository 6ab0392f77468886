import { describe, expect, it } from 'vitest';
import type { ManagementArea } from '@contracts/analysis-data/management';
import { averageMaturity, byLowestMaturity, radarLevels } from './maturity';

const area = (nome: string, nivel_maturidade: number): ManagementArea => ({
  nome,
  nivel_maturidade,
  titulo_maturidade: 'Intermediário',
  descricao_maturidade: '',
  pontos_fortes: [],
  gaps: [],
  obstaculos: [],
  recomendacoes: [],
});

describe('radarLevels', () => {
  it('gives the six areas in radar order, matched by name without accents, case or spaces', () => {
    const areas = [area(' conteudo ', 4), area('PRECIFICACAO', 2), area('Produto', 5), area('Canal', 3.5)];
    expect(radarLevels(areas)).toEqual([
      { name: 'Produto', level: 5 },
      { name: 'Canal', level: 3.5 },
      { name: 'Funil', level: 1 },
      { name: 'Precificação', level: 2 },
      { name: 'Mensuração', level: 1 },
      { name: 'Conteúdo', level: 4 },
    ]);
  });

  it('defaults every area to 1 without analysed areas, and ignores unknown ones', () => {
    expect(radarLevels([area('Logística', 5)]).map((entry) => entry.level)).toEqual([1, 1, 1, 1, 1, 1]);
  });
});

describe('averageMaturity', () => {
  it.each([
    [[], 0, 0],
    [[3, 2], 2.5, 50],
    [[1, 2, 2], 1.7, 34],
    [[5, 5, 5, 5, 5, 5], 5, 100],
    [[4, 3, 3], 3.3, 66],
  ])('%j → average %s, %s%%', (levels, average, percent) => {
    expect(averageMaturity(levels.map((level, index) => area(`Área ${index}`, level)))).toEqual({
      average,
      percent,
    });
  });
});

describe('byLowestMaturity', () => {
  it('orders lowest first without changing the input', () => {
    const areas = [area('Produto', 4), area('Canal', 1), area('Funil', 2.5)];
    expect(byLowestMaturity(areas).map((item) => item.nome)).toEqual(['Canal', 'Funil', 'Produto']);
    expect(areas.map((item) => item.nome)).toEqual(['Produto', 'Canal', 'Funil']);
  });
});
