import * as z from 'zod';
import { generatedLocally, lenientObject, readText, readTextList, text, textList } from '../common';
import { growthModels, priorityLevels, schedulePhases } from './sections';

/**
 * Dossier section plano_estrategico (spec 3): the value proposition, and the report variant's
 * positioning, main persona, channel mix (prioridade alta | média | baixa), recommended content and the
 * tactical schedule (fases curto prazo, médio prazo, longo prazo); with the report fields
 * modelo_crescimento (plg | slg | mlg), indicadores_principais and perguntas_criticas, which the spec
 * lists as "other report fields" and we keep with the plan.
 */
export const planoEstrategicoSchema = z.object({
  proposta_valor: text,
  posicionamento: text,
  persona_principal: z.object({ nome: text, descricao: text, dores: textList }),
  mix_canais: z.array(z.object({ canal: text, papel: text, prioridade: z.enum(priorityLevels) })).min(1),
  conteudo_recomendado: textList,
  cronograma_tatico: z
    .array(z.object({ fase: z.enum(schedulePhases), periodo: text, foco: text, acoes: textList }))
    .min(1),
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
  cronograma_tatico: z
    .array(lenientObject({ fase: readText, periodo: readText, foco: readText, acoes: readTextList }))
    .catch([]),
  modelo_crescimento: lenientObject({ tipo: readText, justificativa: readText }),
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
