import * as z from 'zod';
import {
  generatedLocally,
  lenientObject,
  type MaturityLabel,
  readNumber,
  readText,
  readTextList,
  text,
  textList,
} from '../common';
import { DEFAULT_AREA_LEVEL, DEFAULT_AREA_TITLE } from '../management';
import { DOSSIER_MATURITY_MAX } from './sections';

/** The keys of areas_avaliadas (spec 3), one per area of the management radar, in the radar's order. */
export const dossierAreaKeys = [
  'produto',
  'canal',
  'funil',
  'precificacao',
  'mensuracao',
  'conteudo',
] as const;
export type DossierAreaKey = (typeof dossierAreaKeys)[number];

/**
 * One evaluated area as the model writes it: what its level means. The 0-5 level and its label
 * (Rudimentar … Excelência) are computed (functions/ai/facts/dossier.ts) and written on the output.
 */
const areaSchema = z.object({ descricao_maturidade: text });
const clarezaSchema = z.object({ nivel: text, visao_longo_prazo: text, teoria_vencer: text });

/**
 * Dossier section raio_x_negocio (spec 3) as the model writes it: the six areas, the critical gaps, the
 * neglected strength, readiness and strategic clarity (the management report's clareza_estrategica
 * shape: nivel, visao_longo_prazo, teoria_vencer). The overall maturity grade is not asked of the model:
 * code computes it (functions/ai/facts/dossier.ts) and writes it on the output (RaioXNegocio).
 */
export const raioXNegocioSchema = z.object({
  maturidade_descricao: text,
  areas_avaliadas: z.object(
    Object.fromEntries(dossierAreaKeys.map((key) => [key, areaSchema])) as Record<
      DossierAreaKey,
      typeof areaSchema
    >,
  ),
  gaps_criticos: textList,
  ponto_forte_negligenciado: text,
  diagnostico_prontidao: text,
  clareza_estrategica: clarezaSchema,
  generatedLocally,
});
export type RaioXNegocioModel = z.infer<typeof raioXNegocioSchema>;
/** A stored area: the model's description with the computed level and its label. */
export type RaioXArea = RaioXNegocioModel['areas_avaliadas'][DossierAreaKey] & {
  nivel_maturidade: number;
  titulo_maturidade: MaturityLabel;
};
/**
 * The section as stored: the model's fields, the grade (1-5, the mean of the six areas) and each
 * area's level and label, which code wrote.
 */
export type RaioXNegocio = Omit<RaioXNegocioModel, 'areas_avaliadas'> & {
  grau_maturidade: number;
  areas_avaliadas: Record<DossierAreaKey, RaioXArea>;
};

/** A stored area: level 3 / Intermediário when missing (the management analysis's defaults, spec 3). */
const areaReadSchema = lenientObject({
  nivel_maturidade: readNumber(0, DOSSIER_MATURITY_MAX, DEFAULT_AREA_LEVEL),
  titulo_maturidade: z.string().trim().min(1).catch(DEFAULT_AREA_TITLE),
  descricao_maturidade: readText,
});

/** clareza_estrategica: the object, or a plain text (read as its nivel). */
const clarezaReadSchema = z.preprocess(
  (value) => (typeof value === 'string' ? { nivel: value } : value),
  lenientObject({ nivel: readText, visao_longo_prazo: readText, teoria_vencer: readText }),
);

export const raioXNegocioReadSchema = lenientObject({
  /** 0 when missing (no maturity known). */
  grau_maturidade: readNumber(0, DOSSIER_MATURITY_MAX, 0),
  maturidade_descricao: readText,
  areas_avaliadas: lenientObject(
    Object.fromEntries(dossierAreaKeys.map((key) => [key, areaReadSchema])) as Record<
      DossierAreaKey,
      typeof areaReadSchema
    >,
  ),
  gaps_criticos: readTextList,
  ponto_forte_negligenciado: readText,
  diagnostico_prontidao: readText,
  clareza_estrategica: clarezaReadSchema,
  generatedLocally: z.boolean().optional().catch(undefined),
});
export type RaioXNegocioRead = z.infer<typeof raioXNegocioReadSchema>;
