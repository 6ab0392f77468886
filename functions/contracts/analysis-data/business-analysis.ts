import * as z from 'zod';
import type { BusinessMaturityLevel } from './maturity-scales';
import { generatedLocally, isRecord, readText, readTextList, text, textList } from './common';

export const businessMaturityLevels = ['Iniciante', 'Intermediário', 'Avançado'] as const;

/**
 * The business analysis as the model writes it (canonical snake_case spelling). Its maturity level is
 * not asked of the model: code computes it from the answers (functions/ai/facts/business.ts).
 */
export const businessAnalysisSchema = z.object({
  resumo_executivo: text,
  pontos_fortes: textList,
  pontos_fracos: textList,
  analise_swot: z.object({
    forcas: textList,
    fraquezas: textList,
    oportunidades: textList,
    ameacas: textList,
    recomendacao_estrategica: text,
  }),
  cinco_forcas_porter: z.object({
    poder_compradores: text,
    poder_fornecedores: text,
    novos_entrantes: text,
    produtos_substitutos: text,
    rivalidade_concorrentes: text,
  }),
  cliente_ideal_proposta: z.object({ cliente_ideal: text, proposta_valor: text }),
  ideias_crescimento: z.object({ hipoteses_crescimento: textList, teoria_vencer: text }),
  entendimento_situacao: z.object({ situacao_complicacao: text, perguntas_responder: textList }),
  obstaculos: textList,
  insights_importantes: textList,
  recomendacoes: textList,
  clientes: text,
  concorrentes: text,
  generatedLocally,
});
export type BusinessAnalysisModel = z.infer<typeof businessAnalysisSchema>;
/** The business analysis as stored: the model's fields and the computed maturity level. */
export type BusinessAnalysis = BusinessAnalysisModel & { nivel_de_maturidade: BusinessMaturityLevel };

/** The lenient reading of a stored business analysis: every field present, defaults where missing. */
export const businessAnalysisReadSchema = z.object({
  nivel_de_maturidade: readText,
  resumo_executivo: readText,
  pontos_fortes: readTextList,
  pontos_fracos: readTextList,
  analise_swot: z
    .object({
      forcas: readTextList,
      fraquezas: readTextList,
      oportunidades: readTextList,
      ameacas: readTextList,
      recomendacao_estrategica: readText,
    })
    .catch({ forcas: [], fraquezas: [], oportunidades: [], ameacas: [], recomendacao_estrategica: '' }),
  cinco_forcas_porter: z
    .object({
      poder_compradores: readText,
      poder_fornecedores: readText,
      novos_entrantes: readText,
      produtos_substitutos: readText,
      rivalidade_concorrentes: readText,
    })
    .catch({
      poder_compradores: '',
      poder_fornecedores: '',
      novos_entrantes: '',
      produtos_substitutos: '',
      rivalidade_concorrentes: '',
    }),
  cliente_ideal_proposta: z
    .object({ cliente_ideal: readText, proposta_valor: readText })
    .catch({ cliente_ideal: '', proposta_valor: '' }),
  ideias_crescimento: z
    .object({ hipoteses_crescimento: readTextList, teoria_vencer: readText })
    .catch({ hipoteses_crescimento: [], teoria_vencer: '' }),
  entendimento_situacao: z
    .object({ situacao_complicacao: readText, perguntas_responder: readTextList })
    .catch({ situacao_complicacao: '', perguntas_responder: [] }),
  obstaculos: readTextList,
  insights_importantes: readTextList,
  recomendacoes: readTextList,
  clientes: z.union([z.string(), z.array(z.string()).transform((items) => items.join('; '))]).catch(''),
  concorrentes: z.union([z.string(), z.array(z.string()).transform((items) => items.join('; '))]).catch(''),
  generatedLocally: z.boolean().optional().catch(undefined),
});
export type BusinessAnalysisRead = z.infer<typeof businessAnalysisReadSchema>;

const snakeCase = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** camelCase keys (situacaoComplicacao, poderCompradores, recomendacaoEstrategica…) → snake_case, deeply. */
function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const snake = key === 'generatedLocally' ? key : snakeCase(key);
    // The canonical spelling wins when both are present.
    if (!(snake in out) || snake === key) out[snake] = snakeKeys(item);
  }
  return out;
}

/** Moves top-level fields of the camelCase variant into their canonical group, when the group lacks them. */
function regroup(data: Record<string, unknown>, group: string, keys: readonly string[]) {
  const target: Record<string, unknown> = isRecord(data[group]) ? { ...data[group] } : {};
  let moved = false;
  for (const key of keys) {
    if (data[key] !== undefined && target[key] === undefined) {
      target[key] = data[key];
      moved = true;
    }
  }
  if (moved || isRecord(data[group])) data[group] = target;
}

const recognisedKeys = [
  'resumo_executivo',
  'analise_swot',
  'pontos_fortes',
  'cinco_forcas_porter',
  'cliente_ideal_proposta',
  'entendimento_situacao',
];

/**
 * Reads a stored business analysis in either spelling (snake_case, or the camelCase variant:
 * situacaoComplicacao, clienteIdeal, propostaValor, hipotesesCrescimento, teoriaVencer,
 * recomendacaoEstrategica, poderCompradores…), normalised to the snake_case shape with defaults
 * for what is missing. Null when the data is not a business analysis at all.
 */
export function readBusinessAnalysis(data: unknown): BusinessAnalysisRead | null {
  if (typeof data === 'string') {
    try {
      return readBusinessAnalysis(JSON.parse(data));
    } catch {
      return null;
    }
  }
  const normalised = snakeKeys(data);
  if (!isRecord(normalised)) return null;
  const record = { ...normalised };
  regroup(record, 'cliente_ideal_proposta', ['cliente_ideal', 'proposta_valor']);
  regroup(record, 'ideias_crescimento', ['hipoteses_crescimento', 'teoria_vencer']);
  regroup(record, 'entendimento_situacao', ['situacao_complicacao', 'perguntas_responder']);
  if (isRecord(record.analise_swot) && record.analise_swot.recomendacao_estrategica === undefined) {
    const swot = { ...record.analise_swot };
    if (record.recomendacao_estrategica !== undefined)
      swot.recomendacao_estrategica = record.recomendacao_estrategica;
    record.analise_swot = swot;
  }
  if (!recognisedKeys.some((key) => record[key] !== undefined)) return null;
  return businessAnalysisReadSchema.parse(record);
}
