import {
  readBusinessAnalysis,
  type BusinessAnalysisRead,
} from '../../../contracts/analysis-data/business-analysis';
import type { DossierAreaKey } from '../../../contracts/analysis-data/dossier/raio-x-negocio';
import { readFounderAnalysis } from '../../../contracts/analysis-data/founder-analysis';
import {
  managementOverviewReadSchema,
  readManagementAreas,
  sameAreaName,
  type ManagementArea,
  type ManagementOverviewRead,
} from '../../../contracts/analysis-data/management';
import type { DiagnosticKind } from '../../../domain/core-diagnostics';
import { AnswerSheet } from '../../answers/answer-sheet';
import { areaOfPriority, priorityItems } from '../management-readings';
import type { DossierSectionInput } from '../../dossier-input';
import {
  dossierFacts as computeDossierFacts,
  type DossierFacts as ComputedFacts,
  type DossierMaturity,
} from '../../facts/dossier';

/** The founder analysis in one shape, whatever its stored format (PDA, legacy, sectioned). */
export interface FounderView {
  /** The predominant profile's name (Executor, Visionário…), '' when unknown. */
  perfil: string;
  resumo: string;
  lideranca: string;
  forcas: string[];
  desenvolvimento: string[];
}

function founderView(data: unknown, computed: ComputedFacts): FounderView {
  const view = storedFounderView(data);
  return computed.founder ? { ...view, perfil: computed.founder.profile } : view;
}

function storedFounderView(data: unknown): FounderView {
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

/** One area of the radar with its dossier key: its computed level, the management analysis's texts. */
export interface RatedArea {
  key: DossierAreaKey;
  area: ManagementArea;
}

/** The six areas in the radar's order at their computed levels (functions/ai/facts/dossier.ts). */
function ratedAreas(data: unknown, maturity: DossierMaturity): RatedArea[] {
  const stored = readManagementAreas(data);
  return maturity.areas.map(({ key, nome, nivel, titulo }) => {
    const area = stored.find((candidate) => sameAreaName(candidate.nome, nome)) ?? {
      descricao_maturidade: '',
      pontos_fortes: [],
      gaps: [],
      obstaculos: [],
      recomendacoes: [],
    };
    return { key, area: { ...area, nome, nivel_maturidade: nivel, titulo_maturidade: titulo } };
  });
}

/** Everything the dossier generators read, taken once from the input. */
export interface DossierFacts {
  input: DossierSectionInput;
  /** What code computes for the dossier: maturity, the founder's DISC, the investor's allocation. */
  computed: ComputedFacts;
  /** The company quoted (“Nome”), or 'a empresa' / 'A empresa' when unknown. */
  nome: string;
  Nome: string;
  business: BusinessAnalysisRead | null;
  founder: FounderView;
  overview: ManagementOverviewRead;
  areas: RatedArea[];
  /**
   * The areas from the lowest level to the highest; among equal levels the area of the user's first
   * stated priority comes first, then the radar's order (the X-ray's ranking, so every section agrees).
   */
  weakest: RatedArea[];
  /** The answers of each diagnostic that was loaded. */
  sheets: Partial<Record<DiagnosticKind, AnswerSheet>>;
}

function weakestFirst(areas: RatedArea[], management: AnswerSheet | undefined): RatedArea[] {
  const first = priorityItems(management?.text('prioridades_12_meses'))[0];
  const focus = first ? areaOfPriority(first) : undefined;
  return areas
    .map((rated, index) => ({ rated, index }))
    .sort(
      (a, b) =>
        a.rated.area.nivel_maturidade - b.rated.area.nivel_maturidade ||
        Number(b.rated.area.nome === focus) - Number(a.rated.area.nome === focus) ||
        a.index - b.index,
    )
    .map(({ rated }) => rated);
}

export function dossierFacts(input: DossierSectionInput): DossierFacts {
  const company = input.companyName?.trim();
  const computed = computeDossierFacts(input);
  const areas = ratedAreas(input.managementAnalysis, computed.maturity);
  const sheets: Partial<Record<DiagnosticKind, AnswerSheet>> = {};
  for (const [kind, answers] of Object.entries(input.answers)) {
    if (answers) sheets[kind as DiagnosticKind] = new AnswerSheet(answers);
  }
  return {
    input,
    computed,
    nome: company ?? 'a empresa',
    Nome: company ?? 'A empresa',
    business: readBusinessAnalysis(input.businessAnalysis),
    founder: founderView(input.founderAnalysis, computed),
    overview: managementOverviewReadSchema.parse(input.managementAnalysis ?? {}),
    areas,
    weakest: weakestFirst(areas, sheets.management),
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
