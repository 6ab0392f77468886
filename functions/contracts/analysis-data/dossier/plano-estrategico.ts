import * as z from 'zod';
import { generatedLocally, lenientObject, readText, readTextList, text, textList } from '../common';
import { growthModelCode, growthModels, priorityLevels, schedulePhases } from './sections';

/** One phase of the 90-day schedule; the phase's name says its days (no separate period). */
const schedulePhaseSchema = z.object({ fase: z.enum(schedulePhases), foco: text, acoes: textList });

/**
 * Dossier section plano_estrategico (spec 3): the value proposition, and the report variant's
 * positioning, main persona, channel mix (prioridade alta | média | baixa), recommended content and the
 * tactical schedule: its three phases, in order, named by their days (decision 0059); with the report
 * fields modelo_crescimento (plg | slg | mlg), indicadores_principais and perguntas_criticas, which the
 * spec lists as "other report fields" and we keep with the plan.
 */
export const planoEstrategicoSchema = z.object({
  proposta_valor: text,
  posicionamento: text,
  persona_principal: z.object({ nome: text, descricao: text, dores: textList }),
  mix_canais: z.array(z.object({ canal: text, papel: text, prioridade: z.enum(priorityLevels) })).min(1),
  conteudo_recomendado: textList,
  cronograma_tatico: z
    .array(schedulePhaseSchema)
    .length(schedulePhases.length)
    .refine((phases) => phases.every((phase, index) => phase.fase === schedulePhases[index]), {
      message: `as fases, nesta ordem: ${schedulePhases.join(', ')}`,
    }),
  modelo_crescimento: z.object({ tipo: z.enum(growthModels), justificativa: text }),
  indicadores_principais: textList,
  perguntas_criticas: textList,
  generatedLocally,
});
export type PlanoEstrategico = z.infer<typeof planoEstrategicoSchema>;

export const planoEstrategicoReadSchema = lenientObject({
  proposta_valor: readText,
  posicionamento: readText,
  persona_principal: z.preprocess(
    (value) => (typeof value === 'string' ? { descricao: value } : value),
    lenientObject({ nome: readText, descricao: readText, dores: readTextList }),
  ),
  mix_canais: z
    .array(
      z.preprocess(
        (value) => (typeof value === 'string' ? { canal: value } : value),
        lenientObject({ canal: readText, papel: readText, prioridade: readText }),
      ),
    )
    .catch([]),
  conteudo_recomendado: readTextList,
  /** periodo: only in schedules stored before the phases were named by their days ('Dias 1 a 30'). */
  cronograma_tatico: z
    .array(lenientObject({ fase: readText, periodo: readText, foco: readText, acoes: readTextList }))
    .catch([]),
  /** tipo: the code; an English name a stored plan may carry ('Sales-Led') reads as its code. */
  modelo_crescimento: lenientObject({
    tipo: readText.transform((tipo) => growthModelCode(tipo) ?? tipo),
    justificativa: readText,
  }),
  indicadores_principais: readTextList,
  perguntas_criticas: readTextList,
  /**
   * Only in legacy dossiers (strategicDrivers: description, drivers with name, justification,
   * nextSteps): the drivers the plan was built on. Empty for current dossiers.
   */
  direcionadores: lenientObject({
    descricao: readText,
    itens: z
      .array(lenientObject({ nome: readText, justificativa: readText, proximos_passos: readTextList }))
      .catch([]),
  }),
  generatedLocally: z.boolean().optional().catch(undefined),
});
export type PlanoEstrategicoRead = z.infer<typeof planoEstrategicoReadSchema>;
