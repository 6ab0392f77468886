import * as z from 'zod';
import {
  generatedLocally,
  isRecord,
  lenientObject,
  readObjectList,
  readText,
  readTextList,
  text,
  textList,
} from './common';

/** The six areas of the maturity radar, in order. */
export const managementAreaNames = [
  'Produto',
  'Canal',
  'Funil',
  'Precificação',
  'Mensuração',
  'Conteúdo',
] as const;
export type ManagementAreaName = (typeof managementAreaNames)[number];

/** Area names compared as the model may write them: case and accents do not matter ('Precificacao'). */
export const sameAreaName = (a: string, b: string): boolean => foldAreaName(a) === foldAreaName(b);

const foldAreaName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

export const DEFAULT_AREA_LEVEL = 3;
export const DEFAULT_AREA_TITLE = 'Intermediário';

const potential = z.enum(['alto', 'médio', 'baixo']);
const priority = z.enum(['alta', 'média', 'baixa']);

/** Management report variant: optional blocks of the overview. */
export const managementReportFields = {
  clareza_estrategica: z.object({ nivel: text, visao_longo_prazo: text, teoria_vencer: text }).optional(),
  rituais_gestao: z.object({ existentes: z.array(text), recomendados: z.array(text) }).optional(),
  indicadores: z.object({ atuais: z.array(text), sugeridos: z.array(text) }).optional(),
  capacidade_execucao: z.object({ estrutura_atual: text, gaps: z.array(text) }).optional(),
  alavancas_crescimento: z
    .array(z.object({ alavanca: text, potencial: potential, descricao: text }))
    .optional(),
  obstaculos_remover: z
    .array(z.object({ obstaculo: text, prioridade: priority, solucao_sugerida: text }))
    .optional(),
};

/** First step of the management analysis: the overview (with the report variant's blocks). */
export const managementOverviewSchema = z.object({
  resumo_executivo: text,
  summary: text,
  strengths: textList,
  weaknesses: textList,
  recommendations: textList,
  insights_importantes: textList,
  fatores_internos: textList,
  fatores_externos: textList,
  entendimento_situacao: z.object({ situacao_complicacao: text, perguntas_responder: textList }),
  ...managementReportFields,
  generatedLocally,
});
export type ManagementOverviewModel = z.infer<typeof managementOverviewSchema>;
/**
 * The overview as stored: the model's fields and the overall level (Inicial … Otimizado) code computed
 * (functions/ai/facts/management.ts); the level is not asked of the model.
 */
export type ManagementOverview = ManagementOverviewModel & { nivel_de_maturidade: string };

/**
 * One analysed area as the model writes it, named as the radar names it (the model's 'Precificacao' is
 * normalised to its accent before the check). Its level and title are not asked of the model: code
 * computes them from the answers (functions/ai/facts/management.ts) and writes them on the output.
 */
export const managementAreaSchema = z.object({
  nome: z.enum(managementAreaNames),
  descricao_maturidade: text,
  pontos_fortes: z.array(text),
  gaps: z.array(text),
  obstaculos: z.array(text),
  recomendacoes: textList,
});
/** An area's computed level (0-5) and its title (Rudimentar … Excelência). */
export interface AreaMaturity {
  nivel_maturidade: number;
  titulo_maturidade: string;
}
/** An area as stored and read: any name a stored analysis carries, with its computed level and title. */
export type ManagementArea = Omit<z.infer<typeof managementAreaSchema>, 'nome'> & {
  nome: string;
} & AreaMaturity;

/** Second step: the six areas of the radar, each once, in the radar's order (decision 0059). */
export const managementAreasSchema = z.object({
  areas_analisadas: z
    .array(managementAreaSchema)
    .length(managementAreaNames.length)
    .refine((areas) => areas.every((area, index) => area.nome === managementAreaNames[index]), {
      message: `as seis áreas, cada uma uma vez, nesta ordem: ${managementAreaNames.join(', ')}`,
    }),
  generatedLocally,
});
export type ManagementAreasModel = z.infer<typeof managementAreasSchema>;
/** The areas as stored: each the model's with its computed level and title. */
export type ManagementAreas = Omit<ManagementAreasModel, 'areas_analisadas'> & {
  areas_analisadas: (ManagementAreasModel['areas_analisadas'][number] & AreaMaturity)[];
};

/** The areas of a stored analysis, with the spec's defaults (level 3, 'Intermediário') filled in. */
export function readManagementAreas(data: unknown): ManagementArea[] {
  if (!isRecord(data) || !Array.isArray(data.areas_analisadas)) return [];
  return data.areas_analisadas.flatMap((item: unknown) => {
    if (!isRecord(item) || typeof item.nome !== 'string') return [];
    const level =
      typeof item.nivel_maturidade === 'number' ? item.nivel_maturidade : Number(item.nivel_maturidade);
    const list = (value: unknown) =>
      Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    return [
      {
        nome: item.nome,
        nivel_maturidade: Number.isFinite(level) && level >= 0 && level <= 5 ? level : DEFAULT_AREA_LEVEL,
        titulo_maturidade:
          typeof item.titulo_maturidade === 'string' && item.titulo_maturidade.trim() !== ''
            ? item.titulo_maturidade
            : DEFAULT_AREA_TITLE,
        descricao_maturidade: typeof item.descricao_maturidade === 'string' ? item.descricao_maturidade : '',
        pontos_fortes: list(item.pontos_fortes),
        gaps: list(item.gaps),
        obstaculos: list(item.obstaculos),
        recomendacoes: list(item.recomendacoes),
      },
    ];
  });
}

/** The lenient reading of a stored management overview (and the report variant's blocks). */
export const managementOverviewReadSchema = lenientObject({
  resumo_executivo: readText,
  summary: readText,
  strengths: readTextList,
  weaknesses: readTextList,
  recommendations: readTextList,
  insights_importantes: readTextList,
  nivel_de_maturidade: readText,
  fatores_internos: readTextList,
  fatores_externos: readTextList,
  entendimento_situacao: lenientObject({ situacao_complicacao: readText, perguntas_responder: readTextList }),
  clareza_estrategica: lenientObject({
    nivel: readText,
    visao_longo_prazo: readText,
    teoria_vencer: readText,
  }),
  rituais_gestao: lenientObject({ existentes: readTextList, recomendados: readTextList }),
  indicadores: lenientObject({ atuais: readTextList, sugeridos: readTextList }),
  capacidade_execucao: lenientObject({ estrutura_atual: readText, gaps: readTextList }),
  alavancas_crescimento: readObjectList(
    { alavanca: readText, potencial: readText, descricao: readText },
    (item) => item.alavanca.trim() !== '',
  ),
  obstaculos_remover: readObjectList(
    { obstaculo: readText, prioridade: readText, solucao_sugerida: readText },
    (item) => item.obstaculo.trim() !== '',
  ),
});
export type ManagementOverviewRead = z.infer<typeof managementOverviewReadSchema>;
