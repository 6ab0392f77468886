import { describe, expect, it } from 'vitest';
import { managementOverviewReadSchema } from './management';

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
