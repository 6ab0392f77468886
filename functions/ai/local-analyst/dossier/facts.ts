import {
  readBusinessAnalysis,
  type BusinessAnalysisRead,
} from '../../../contracts/analysis-data/business-analysis';
import {
  dossierAreaKeys,
  type DossierAreaKey,
} from '../../../contracts/analysis-data/dossier/raio-x-negocio';
import { readFounderAnalysis } from '../../../contracts/analysis-data/founder-analysis';
import {
  DEFAULT_AREA_LEVEL,
  managementAreaNames,
  managementOverviewReadSchema,
  readManagementAreas,
  sameAreaName,
  type ManagementArea,
  type ManagementOverviewRead,
} from '../../../contracts/analysis-data/management';
import type { DiagnosticKind } from '../../../domain/core-diagnostics';
import { AnswerSheet, quote } from '../../answers/answer-sheet';
import type { DossierSectionInput } from '../../dossier-input';

/** The founder analysis in one shape, whatever its stored format (PDA, legacy, sectioned). */
export interface FounderView {
  /** The predominant profile's name (Executor, Visionário…), '' when unknown. */
  perfil: string;
  resumo: string;
  lideranca: string;
  forcas: string[];
  desenvolvimento: string[];
}

function founderView(data: unknown): FounderView {
  const read = readFounderAnalysis(data);
  if (read?.format === 'pda') {
    const { analysis } = read;
    return {
      perfil: analysis.perfil_disc.perfil_predominante,
      resumo: analysis.resumo_executivo_perfil,
      lideranca: analysis.estilo_lideranca_situacional.descricao,
      forcas: [...analysis.perfil_disc.caracteristicas, ...analysis.insights_estrategicos],
      desenvolvimento: analysis.perfil_disc.recomendacoes_desenvolvimento,
    };
  }
  if (read?.format === 'legacy') {
    const { analysis } = read;
    return {
      perfil: analysis.perfil_predominante || analysis.perfil_empreendedor,
      resumo: analysis.resumo_executivo,
      lideranca: analysis.estilo_lideranca,
      forcas: analysis.pontos_fortes,
      desenvolvimento: [...analysis.pontos_fracos, ...analysis.recomendacoes],
    };
  }
  if (read?.format === 'sectioned') {
    const { analysis } = read;
    return {
      perfil: analysis.titulo,
      resumo: analysis.visao_negocio || analysis.ambicao_objetivo_vida,
      lideranca: analysis.estilo_lideranca_gestao,
      forcas: analysis.conhecimento_experiencia ? [analysis.conhecimento_experiencia] : [],
      desenvolvimento: analysis.riscos_estrategicos_recomendacoes
        ? [analysis.riscos_estrategicos_recomendacoes]
        : [],
    };
  }
  return { perfil: '', resumo: '', lideranca: '', forcas: [], desenvolvimento: [] };
}

/** One area of the radar with its dossier key and the level read from the management analysis. */
export interface RatedArea {
  key: DossierAreaKey;
  area: ManagementArea;
}

/** The six areas in the radar's order; an area the analysis lacks gets the spec's level 3. */
function ratedAreas(data: unknown): RatedArea[] {
  const stored = readManagementAreas(data);
  return dossierAreaKeys.map((key, index) => {
    const name = managementAreaNames[index] ?? key;
    const area = stored.find((candidate) => sameAreaName(candidate.nome, key)) ?? {
      nome: name,
      nivel_maturidade: DEFAULT_AREA_LEVEL,
      titulo_maturidade: '',
      descricao_maturidade: '',
      pontos_fortes: [],
      gaps: [],
      obstaculos: [],
      recomendacoes: [],
    };
    return { key, area: { ...area, nome: name } };
  });
}

/** Everything the dossier generators read, taken once from the input. */
export interface DossierFacts {
  input: DossierSectionInput;
  /** The company quoted (“Nome”), or 'a empresa' / 'A empresa' when unknown. */
  nome: string;
  Nome: string;
  business: BusinessAnalysisRead | null;
  founder: FounderView;
  overview: ManagementOverviewRead;
  areas: RatedArea[];
  /** The areas from the lowest level to the highest (ties keep the radar's order). */
  weakest: RatedArea[];
  /** The answers of each diagnostic that was loaded. */
  sheets: Partial<Record<DiagnosticKind, AnswerSheet>>;
}

export function dossierFacts(input: DossierSectionInput): DossierFacts {
  const company = input.companyName?.trim();
  const areas = ratedAreas(input.managementAnalysis);
  const sheets: Partial<Record<DiagnosticKind, AnswerSheet>> = {};
  for (const [kind, answers] of Object.entries(input.answers)) {
    if (answers) sheets[kind as DiagnosticKind] = new AnswerSheet(answers);
  }
  return {
    input,
    nome: company ? quote(company) : 'a empresa',
    Nome: company ? quote(company) : 'A empresa',
    business: readBusinessAnalysis(input.businessAnalysis),
    founder: founderView(input.founderAnalysis),
    overview: managementOverviewReadSchema.parse(input.managementAnalysis ?? {}),
    areas,
    weakest: areas
      .map((rated, index) => ({ rated, index }))
      .sort((a, b) => a.rated.area.nivel_maturidade - b.rated.area.nivel_maturidade || a.index - b.index)
      .map(({ rated }) => rated),
    sheets,
  };
}

/** The first non-blank text. */
export const firstText = (...texts: (string | undefined | null)[]): string | undefined =>
  texts.find((text): text is string => typeof text === 'string' && text.trim() !== '');

/** A list with a fallback when empty (the schemas refuse empty lists). */
export const orElse = (items: readonly string[], fallback: string): string[] =>
  items.length > 0 ? [...items] : [fallback];

/** 'Texto.' → 'texto.' (to continue a sentence). */
export const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
