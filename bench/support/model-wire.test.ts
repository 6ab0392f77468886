import { describe, expect, it } from 'vitest';
import type { AiTaskName } from '../../functions/ai/tasks';
import { withEstimatedOutputs } from './model-wire';

describe('withEstimatedOutputs', () => {
  const estimated = new Map<AiTaskName, unknown>([
    ['founder-analysis', { resumo: 'estimado' }],
    ['management-overview', { resumo_executivo: 'visão estimada' }],
    ['management-areas', { areas_analisadas: ['estimadas'] }],
    ['dossier-resumo-executivo', { elevator_pitch: 'pitch estimado' }],
  ]);

  it('a dossier section quotes the estimated analyses and sections, keeping what has no estimate', () => {
    const input = {
      founderAnalysis: { resumo: 'local' },
      businessAnalysis: { resumo: 'local do negócio' },
      managementAnalysis: { resumo: 'local da gestão' },
      sections: { resumo_executivo: { elevator_pitch: 'local' }, perfil_fundador: { frase: 'local' } },
    };
    expect(withEstimatedOutputs('dossier-perfil-fundador', input, estimated)).toEqual({
      founderAnalysis: { resumo: 'estimado' },
      businessAnalysis: { resumo: 'local do negócio' },
      managementAnalysis: { resumo_executivo: 'visão estimada', areas_analisadas: ['estimadas'] },
      sections: {
        resumo_executivo: { elevator_pitch: 'pitch estimado' },
        perfil_fundador: { frase: 'local' },
      },
    });
  });

  it('the plan and Genius quote the estimated sections; the areas step the estimated overview', () => {
    const sections = { resumo_executivo: { elevator_pitch: 'local' } };
    expect(withEstimatedOutputs('genius-reply', { sections, message: 'Oi' }, estimated)).toEqual({
      sections: { resumo_executivo: { elevator_pitch: 'pitch estimado' } },
      message: 'Oi',
    });
    expect(withEstimatedOutputs('management-areas', { overview: { local: true } }, estimated)).toEqual({
      overview: { resumo_executivo: 'visão estimada' },
    });
    const analysis = { answers: [] };
    expect(withEstimatedOutputs('business-analysis', analysis, estimated)).toBe(analysis);
  });
});
