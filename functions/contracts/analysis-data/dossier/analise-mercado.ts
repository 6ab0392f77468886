import * as z from 'zod';
import { generatedLocally, lenientObject, readText, readTextList, text, textList } from '../common';
import { potentialLevels, trendTypes } from './sections';

const swotSchema = z.object({
  forcas: textList,
  fraquezas: textList,
  oportunidades: textList,
  ameacas: textList,
});

/** The five forces, with the business analysis's field names. */
const cincoForcasSchema = z.object({
  poder_compradores: text,
  poder_fornecedores: text,
  novos_entrantes: text,
  produtos_substitutos: text,
  rivalidade_concorrentes: text,
});

/**
 * Dossier section analise_mercado (spec 3): the SWOT, and the report variant's momento_empresa, five
 * forces, competitors, sector trends (tipo tecnológica | regulatória | comportamental), degree of
 * differentiation (alto | médio | baixo, the spec's potential code set, with its reason), current ICP
 * and the positioning adjustment.
 */
export const analiseMercadoSchema = z.object({
  swot: swotSchema,
  momento_empresa: text,
  cinco_forcas_porter: cincoForcasSchema,
  concorrentes: textList,
  tendencias_setor: z.array(z.object({ tendencia: text, tipo: z.enum(trendTypes), impacto: text })).min(1),
  grau_diferenciacao: z.object({ nivel: z.enum(potentialLevels), justificativa: text }),
  icp_atual: text,
  ajuste_posicionamento: text,
  generatedLocally,
});
export type AnaliseMercado = z.infer<typeof analiseMercadoSchema>;

/** A list of texts, or one text (read as a list of one). */
const readTexts = z.preprocess((value) => (typeof value === 'string' ? [value] : value), readTextList);

export const analiseMercadoReadSchema = lenientObject({
  swot: lenientObject({
    forcas: readTextList,
    fraquezas: readTextList,
    oportunidades: readTextList,
    ameacas: readTextList,
  }),
  momento_empresa: readText,
  cinco_forcas_porter: lenientObject({
    poder_compradores: readText,
    poder_fornecedores: readText,
    novos_entrantes: readText,
    produtos_substitutos: readText,
    rivalidade_concorrentes: readText,
  }),
  concorrentes: readTexts,
  /** A plain text trend reads with an empty type and impact. */
  tendencias_setor: z
    .array(
      z.preprocess(
        (value) => (typeof value === 'string' ? { tendencia: value } : value),
        lenientObject({ tendencia: readText, tipo: readText, impacto: readText }),
      ),
    )
    .catch([]),
  /** A plain level ('alto') reads without a reason. */
  grau_diferenciacao: z.preprocess(
    (value) => (typeof value === 'string' ? { nivel: value } : value),
    lenientObject({ nivel: readText, justificativa: readText }),
  ),
  icp_atual: readText,
  ajuste_posicionamento: readText,
  generatedLocally: z.boolean().optional().catch(undefined),
});
export type AnaliseMercadoRead = z.infer<typeof analiseMercadoReadSchema>;
