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

/**
 * Dossier section perfil_investidor (spec 3) as the model writes it: the report variant's description,
 * typical behaviours, associated risks, the justification of the monthly marketing investment, each
 * recommended channel's name and justification, the estimated return per term (curto, medio, longo)
 * and reference companies. The classification (the investor profile's name), the current and
 * recommended investment (reais per month) and each channel's percentage are not asked of the model:
 * code takes them from the investor report (functions/ai/facts/investor.ts) and writes them on the
 * output (PerfilInvestidor); the model's channels are matched to the report's by name.
 */
export const perfilInvestidorSchema = z.object({
  descricao_perfil: text,
  comportamentos_tipicos: textList,
  riscos_associados: textList,
  justificativa_investimento: text,
  alocacao_recomendada: z.object({
    canais: z.array(z.object({ nome: text, justificativa: text })).min(1),
  }),
  roi_estimado: z.object({ curto: text, medio: text, longo: text }),
  benchmark_empresas: textList,
  generatedLocally,
});
export type PerfilInvestidorModel = z.infer<typeof perfilInvestidorSchema>;

/** A stored channel: the model's name and justification (or the report's) with the report's percentage. */
export interface InvestorChannel {
  nome: string;
  porcentagem: number;
  justificativa: string;
}

/** The section as stored: the model's texts and the report's classification, budgets and allocation. */
export type PerfilInvestidor = Omit<PerfilInvestidorModel, 'alocacao_recomendada'> & {
  classificacao: string;
  investimento_atual: number;
  investimento_recomendado: number;
  alocacao_recomendada: { canais: InvestorChannel[] };
};

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
