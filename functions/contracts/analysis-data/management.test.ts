import { describe, expect, it } from 'vitest';
import {
  managementAreaNames,
  managementAreasSchema,
  managementOverviewReadSchema,
  readManagementAreas,
} from './management';

describe('managementOverviewReadSchema: the report variant read leniently', () => {
  it('keeps levers and obstacles that name themselves, drops the rest', () => {
    const read = managementOverviewReadSchema.parse({
      alavancas_crescimento: [
        { alavanca: 'Elevar Funil', potencial: 'alto', descricao: 'Medir a conversão por etapa.' },
        { potencial: 'médio', descricao: 'Sem nome' },
        'texto solto',
      ],
      obstaculos_remover: [{ obstaculo: 'Tudo depende do dono', prioridade: 7 }],
    });
    expect(read.alavancas_crescimento).toEqual([
      { alavanca: 'Elevar Funil', potencial: 'alto', descricao: 'Medir a conversão por etapa.' },
    ]);
    expect(read.obstaculos_remover).toEqual([
      { obstaculo: 'Tudo depende do dono', prioridade: '', solucao_sugerida: '' },
    ]);
  });

  it('reads an overview without the blocks (or not an object) as empty blocks', () => {
    for (const stored of [{ resumo_executivo: 'Resumo' }, null, 'texto']) {
      const read = managementOverviewReadSchema.parse(stored ?? {});
      expect(read.alavancas_crescimento).toEqual([]);
      expect(read.rituais_gestao).toEqual({ existentes: [], recomendados: [] });
      expect(read.clareza_estrategica.nivel).toBe('');
    }
  });
});

describe('managementAreasSchema: the six areas of the radar (decision 0059)', () => {
  const area = (nome: string) => ({
    nome,
    nivel_maturidade: 3,
    titulo_maturidade: 'Intermediário',
    descricao_maturidade: 'd',
    pontos_fortes: [],
    gaps: [],
    obstaculos: [],
    recomendacoes: [],
  });
  it('takes the six, each once, in the radar’s order; refuses one of six, a repeat or another order', () => {
    expect(managementAreasSchema.safeParse({ areas_analisadas: managementAreaNames.map(area) }).success).toBe(
      true,
    );
    for (const names of [
      ['Produto'],
      [...managementAreaNames.slice(0, 5), 'Produto'],
      [...managementAreaNames].reverse(),
      [...managementAreaNames.slice(0, 5), 'Pessoas'],
    ]) {
      expect(
        managementAreasSchema.safeParse({ areas_analisadas: names.map(area) }).success,
        names.join(),
      ).toBe(false);
    }
  });

  it('stored areas still read leniently: one area, an unknown name', () => {
    expect(readManagementAreas({ areas_analisadas: [area('Pessoas')] })).toEqual([
      expect.objectContaining({ nome: 'Pessoas', nivel_maturidade: 3 }),
    ]);
  });
});
