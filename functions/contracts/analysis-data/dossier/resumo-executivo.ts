import * as z from 'zod';
import { generatedLocally, lenientObject, readText, readTextList, text, textList } from '../common';
import { businessStages, founderAmbitions } from './sections';

/**
 * Dossier section resumo_executivo (spec 3): the pitch, the founder in one paragraph, the business
 * stage, the main findings and the strategic direction; with the report fields estagio_atual (fase
 * tracao | escala | estagnacao | reinvencao) and ambicao_fundador (crescer | vender | perpetuar |
 * sair do dia a dia), which the spec lists as "other report fields" and we keep with the summary.
 */
export const resumoExecutivoSchema = z.object({
  elevator_pitch: text,
  perfil_fundador: text,
  estagio_negocio: text,
  principais_achados: textList,
  direcionamento_estrategico: text,
  estagio_atual: z.object({ fase: z.enum(businessStages), descricao: text }),
  ambicao_fundador: z.enum(founderAmbitions),
  generatedLocally,
});
export type ResumoExecutivo = z.infer<typeof resumoExecutivoSchema>;

export const resumoExecutivoReadSchema = lenientObject({
  elevator_pitch: readText,
  perfil_fundador: readText,
  estagio_negocio: readText,
  principais_achados: readTextList,
  direcionamento_estrategico: readText,
  estagio_atual: lenientObject({ fase: readText, descricao: readText }),
  ambicao_fundador: readText,
  generatedLocally: z.boolean().optional().catch(undefined),
});
export type ResumoExecutivoRead = z.infer<typeof resumoExecutivoReadSchema>;
