import * as z from 'zod';
import { generatedLocally, isRecord, readText, readTextList, text, textList } from './common';
import { founderReportMarkdown } from './founder-markdown';

/** The founder profile names the screens know (others get a generic style). */
export const founderProfileNames = [
  'Executor',
  'Visionário',
  'Analítico',
  'Comunicador',
  'Estrategista',
  'Colaborador',
] as const;
export type FounderProfileName = (typeof founderProfileNames)[number];

export const discDimensions = ['dominancia', 'influencia', 'estabilidade', 'conformidade'] as const;
export type DiscDimension = (typeof discDimensions)[number];

/** A block of the PDA analysis: a paragraph and its highlights. */
const block = z.object({ descricao: text, destaques: textList });

/**
 * The founder analysis, current (PDA) format, as the model writes it. Without `markdown_original`: the
 * whole report as Markdown is written from these fields when read (founderReportMarkdown). The DISC
 * shares and the predominant profile are not asked of the model: code computes them from the answers
 * (functions/ai/facts/founder.ts) and writes them on the output (FounderAnalysis).
 */
export const founderAnalysisSchema = z.object({
  resumo_executivo_perfil: text,
  perfil_disc: z.object({
    caracteristicas: textList,
    recomendacoes_desenvolvimento: textList,
  }),
  analise_motivacional: block,
  inteligencia_emocional: block,
  roadmap_desenvolvimento: z.array(z.object({ fase: text, prazo: text, acoes: textList })).min(1),
  perfil_tomada_decisao: block,
  energia_produtividade: block,
  estilo_lideranca_situacional: block,
  comunicacao_influencia: block,
  insights_estrategicos: textList,
  generatedLocally,
});
export type FounderAnalysisModel = z.infer<typeof founderAnalysisSchema>;

/** The computed DISC: each dimension's share (0-1, the four sum to 1) and the predominant profile. */
export type DiscShares = Record<DiscDimension, number> & { perfil_predominante: string };

/** The founder analysis as stored: the model's fields, its perfil_disc with the computed shares and profile. */
export type FounderAnalysis = Omit<FounderAnalysisModel, 'perfil_disc'> & {
  perfil_disc: FounderAnalysisModel['perfil_disc'] & DiscShares;
};

/* ---------------------------------------------------------------- reading stored analyses */

/** A stored block may be a plain paragraph (older generations) or the {descricao, destaques} shape. */
const readBlock = z
  .union([
    z.string().transform((descricao) => ({ descricao, destaques: [] as string[] })),
    z.object({ descricao: readText, destaques: readTextList }),
  ])
  .catch({ descricao: '', destaques: [] });

/** 0-1 fraction; a 0-100 percentage is scaled down; anything else is 0. */
const readFraction = z
  .unknown()
  .optional()
  .transform((value) => {
    const number = typeof value === 'string' ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isFinite(number) || number < 0) return 0;
    return number > 1 ? Math.min(number / 100, 1) : number;
  });

/** A stored PDA analysis; its Markdown (the "Visão completa") is written from its fields when missing. */
export const founderPdaReadSchema = z
  .object({
    resumo_executivo_perfil: readText,
    perfil_disc: z
      .object({
        dominancia: readFraction,
        influencia: readFraction,
        estabilidade: readFraction,
        conformidade: readFraction,
        perfil_predominante: readText,
        caracteristicas: readTextList,
        recomendacoes_desenvolvimento: readTextList,
      })
      .catch({
        dominancia: 0,
        influencia: 0,
        estabilidade: 0,
        conformidade: 0,
        perfil_predominante: '',
        caracteristicas: [],
        recomendacoes_desenvolvimento: [],
      }),
    analise_motivacional: readBlock,
    inteligencia_emocional: readBlock,
    roadmap_desenvolvimento: z
      .array(
        z
          .object({ fase: readText, prazo: readText, acoes: readTextList })
          .catch({ fase: '', prazo: '', acoes: [] }),
      )
      .catch([]),
    perfil_tomada_decisao: readBlock,
    energia_produtividade: readBlock,
    estilo_lideranca_situacional: readBlock,
    comunicacao_influencia: readBlock,
    insights_estrategicos: readTextList,
    markdown_original: readText,
    generatedLocally: z.boolean().optional().catch(undefined),
  })
  // Stored reports written before the model stopped returning it keep their own text.
  .transform((analysis) =>
    analysis.markdown_original.trim()
      ? analysis
      : { ...analysis, markdown_original: founderReportMarkdown(analysis) },
  );
export type FounderPdaRead = z.infer<typeof founderPdaReadSchema>;

/** Founder analysis, legacy format. */
export const founderLegacyReadSchema = z.object({
  resumo_executivo: readText,
  pontos_fortes: readTextList,
  pontos_fracos: readTextList,
  recomendacoes: readTextList,
  insights_importantes: readTextList,
  nivel_de_maturidade: readText,
  perfil_predominante: readText,
  perfil_empreendedor: readText,
  caracteristicas_perfil: readTextList,
  estilo_lideranca: readText,
  perfil_marketing: z.object({ tipo: readText, descricao: readText }).catch({ tipo: '', descricao: '' }),
  riscos: z
    .array(z.object({ descricao: readText, mitigacao: readText }).catch({ descricao: '', mitigacao: '' }))
    .catch([]),
});
export type FounderLegacyRead = z.infer<typeof founderLegacyReadSchema>;

export const founderSectionKeys = [
  'ambicao_objetivo_vida',
  'tempo_energia_disponivel',
  'conhecimento_experiencia',
  'perfil_tomada_decisao',
  'motivacao_resiliencia',
  'visao_negocio',
  'estilo_lideranca_gestao',
  'riscos_estrategicos_recomendacoes',
] as const;

/** Founder analysis, sectioned format: a title, one text per section, the original markdown. */
export const founderSectionedReadSchema = z.object({
  titulo: readText,
  ambicao_objetivo_vida: readText,
  tempo_energia_disponivel: readText,
  conhecimento_experiencia: readText,
  perfil_tomada_decisao: readText,
  motivacao_resiliencia: readText,
  visao_negocio: readText,
  estilo_lideranca_gestao: readText,
  riscos_estrategicos_recomendacoes: readText,
  markdown_original: readText,
});
export type FounderSectionedRead = z.infer<typeof founderSectionedReadSchema>;

export type FounderAnalysisFormat = 'pda' | 'legacy' | 'sectioned';

/**
 * Which shape a stored founder analysis has: 'pda' (perfil_disc or resumo_executivo_perfil),
 * 'sectioned' (titulo or a section text such as ambicao_objetivo_vida), 'legacy' (resumo_executivo,
 * summary, pontos_fortes…), or null when it is none of them (not accepted).
 */
export function founderAnalysisFormat(data: unknown): FounderAnalysisFormat | null {
  if (!isRecord(data)) return null;
  if (isRecord(data.perfil_disc) || typeof data.resumo_executivo_perfil === 'string') return 'pda';
  if (
    typeof data.titulo === 'string' ||
    founderSectionKeys.some((key) => typeof data[key] === 'string' && key !== 'perfil_tomada_decisao')
  )
    return 'sectioned';
  const legacyKeys = [
    'resumo_executivo',
    'summary',
    'pontos_fortes',
    'perfil_predominante',
    'perfil_empreendedor',
  ];
  if (legacyKeys.some((key) => data[key] !== undefined)) return 'legacy';
  return null;
}

export type FounderAnalysisRead =
  | { format: 'pda'; analysis: FounderPdaRead }
  | { format: 'legacy'; analysis: FounderLegacyRead }
  | { format: 'sectioned'; analysis: FounderSectionedRead };

/** Reads a stored founder analysis of any accepted shape, filling what is missing with defaults. */
export function readFounderAnalysis(data: unknown): FounderAnalysisRead | null {
  if (typeof data === 'string') {
    try {
      return readFounderAnalysis(JSON.parse(data));
    } catch {
      return null;
    }
  }
  const format = founderAnalysisFormat(data);
  if (!format || !isRecord(data)) return null;
  if (format === 'pda') return { format, analysis: founderPdaReadSchema.parse(data) };
  if (format === 'sectioned') return { format, analysis: founderSectionedReadSchema.parse(data) };
  const legacy = { ...data };
  if (legacy.resumo_executivo === undefined && typeof legacy.summary === 'string')
    legacy.resumo_executivo = legacy.summary;
  return { format, analysis: founderLegacyReadSchema.parse(legacy) };
}
