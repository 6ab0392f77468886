import * as z from 'zod';
import {
  generatedLocally,
  lenientObject,
  readNumber,
  readText,
  readTextList,
  text,
  textList,
} from '../common';
import { FOUNDER_ALIGNMENT_MAX } from './sections';

/** Dossier section perfil_fundador (spec 3); grau_alinhamento is out of 10 (spec 9). */
export const perfilFundadorSchema = z.object({
  nome_simbolico: text,
  estilo_lideranca: text,
  travas_identificadas: textList,
  relacao_empresa_vida: text,
  areas_centralizadas: textList,
  consumidores_energia: textList,
  zonas_potencia: textList,
  grau_alinhamento: z.number().min(0).max(FOUNDER_ALIGNMENT_MAX),
  justificativa_alinhamento: text,
  frase_resumo: text,
  recomendacao_apoio: text,
  generatedLocally,
});
export type PerfilFundador = z.infer<typeof perfilFundadorSchema>;

export const perfilFundadorReadSchema = lenientObject({
  nome_simbolico: readText,
  estilo_lideranca: readText,
  travas_identificadas: readTextList,
  relacao_empresa_vida: readText,
  areas_centralizadas: readTextList,
  consumidores_energia: readTextList,
  zonas_potencia: readTextList,
  /** 0 when missing or outside 0-10. */
  grau_alinhamento: readNumber(0, FOUNDER_ALIGNMENT_MAX, 0),
  justificativa_alinhamento: readText,
  frase_resumo: readText,
  recomendacao_apoio: readText,
  generatedLocally: z.boolean().optional().catch(undefined),
});
export type PerfilFundadorRead = z.infer<typeof perfilFundadorReadSchema>;
