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

const money = z.number().min(0);

/**
 * Dossier section perfil_investidor (spec 3): the classification (the investor profile's name), and the
 * report variant's description, typical behaviours, associated risks, current and recommended monthly
 * marketing investment (reais) with the justification, the recommended allocation per channel, the
 * estimated return per term (curto, medio, longo) and reference companies.
 */
export const perfilInvestidorSchema = z.object({
  classificacao: text,
  descricao_perfil: text,
  comportamentos_tipicos: textList,
  riscos_associados: textList,
  investimento_atual: money,
  investimento_recomendado: money,
  justificativa_investimento: text,
  alocacao_recomendada: z.object({
    canais: z
      .array(z.object({ nome: text, porcentagem: z.number().min(0).max(100), justificativa: text }))
      .min(1),
  }),
  roi_estimado: z.object({ curto: text, medio: text, longo: text }),
  benchmark_empresas: textList,
  generatedLocally,
});
export type PerfilInvestidor = z.infer<typeof perfilInvestidorSchema>;

export const perfilInvestidorReadSchema = lenientObject({
  classificacao: readText,
  descricao_perfil: readText,
  comportamentos_tipicos: readTextList,
  riscos_associados: readTextList,
  investimento_atual: readNumber(0, Number.MAX_SAFE_INTEGER, 0),
  investimento_recomendado: readNumber(0, Number.MAX_SAFE_INTEGER, 0),
  justificativa_investimento: readText,
  alocacao_recomendada: lenientObject({
    canais: z
      .array(
        z.preprocess(
          (value) => (typeof value === 'string' ? { nome: value } : value),
          lenientObject({ nome: readText, porcentagem: readNumber(0, 100, 0), justificativa: readText }),
        ),
      )
      .catch([]),
  }),
  roi_estimado: lenientObject({ curto: readText, medio: readText, longo: readText }),
  benchmark_empresas: readTextList,
  generatedLocally: z.boolean().optional().catch(undefined),
});
export type PerfilInvestidorRead = z.infer<typeof perfilInvestidorReadSchema>;
