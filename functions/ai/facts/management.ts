import { maturityLabel, scoreLabel, type MaturityLabel } from '../../contracts/analysis-data/common';
import { dossierAreaKeys, type DossierAreaKey } from '../../contracts/analysis-data/dossier/raio-x-negocio';
import {
  DEFAULT_AREA_LEVEL,
  managementAreaNames,
  sameAreaName,
  type ManagementAreaName,
  type ManagementAreas,
  type ManagementAreasModel,
  type ManagementOverview,
  type ManagementOverviewModel,
} from '../../contracts/analysis-data/management';
import { AnswerSheet, formatNumber } from '../answers/answer-sheet';
import type { AnalysisInput } from '../task-input';
import { maturityScales } from '../../contracts/analysis-data/maturity-scales';
import { average, maturityScaleText, oneDecimal, SCORE_SCALE } from './format';
import type { TaskFacts } from './task-facts';

/** One area of the maturity radar: its name, its key (the questionnaire's section, the dossier's key). */
export interface ManagementAreaDefinition {
  nome: ManagementAreaName;
  key: DossierAreaKey;
  /** The key of its 1-5 maturity question. */
  maturityKey: string;
}

/** The six areas in the radar's order (managementAreaNames and dossierAreaKeys share it). */
export const managementAreaDefinitions: readonly ManagementAreaDefinition[] = managementAreaNames.map(
  (nome, index) => {
    const key = dossierAreaKeys[index] as DossierAreaKey;
    return { nome, key, maturityKey: `${key}_maturidade` };
  },
);

/** An area's level and its title in the one vocabulary of the 1-5 scale. */
export interface AreaLevel {
  nome: ManagementAreaName;
  key: DossierAreaKey;
  nivel: number;
  titulo: MaturityLabel;
}

export interface AreaFacts extends AreaLevel {
  maturityKey: string;
  /** false: the maturity question was not answered and the level is the default 3. */
  answered: boolean;
}

/**
 * The areas' levels (titled with the spec's maturity labels, Rudimentar … Excelência), their mean (one
 * decimal) and the mean's label: the spec's score labels (Inicial … Otimizado), which the management
 * screen shows for the average. One vocabulary per scale: levels one, averages the other.
 */
export interface MaturityFacts<Area extends AreaLevel = AreaLevel> {
  areas: Area[];
  media: number;
  nivel: ReturnType<typeof scoreLabel>;
}

/** The mean of the areas' levels, one decimal, and its score label. */
export function maturityOf<Area extends AreaLevel>(areas: Area[]): MaturityFacts<Area> {
  const media = oneDecimal(average(areas.map((area) => area.nivel)) ?? DEFAULT_AREA_LEVEL);
  return { areas, media, nivel: scoreLabel(media) };
}

/** An area at a level, with its title. */
export const areaAt = (definition: ManagementAreaDefinition, nivel: number): AreaLevel => ({
  nome: definition.nome,
  key: definition.key,
  nivel,
  titulo: maturityLabel(nivel),
});

/** An area's level from its maturity question (0-5); 3 when unanswered. */
export function areaFacts(sheet: AnswerSheet, definition: ManagementAreaDefinition): AreaFacts {
  const value = sheet.number(definition.maturityKey);
  const nivel = value === undefined ? DEFAULT_AREA_LEVEL : Math.min(5, Math.max(0, value));
  return { ...areaAt(definition, nivel), maturityKey: definition.maturityKey, answered: value !== undefined };
}

export type ManagementFacts = MaturityFacts<AreaFacts>;

/** The six areas' levels from the management diagnostic's answers, their mean and overall level. */
export const managementFacts = (sheet: AnswerSheet): ManagementFacts =>
  maturityOf(managementAreaDefinitions.map((definition) => areaFacts(sheet, definition)));

/** 'Produto 4 (Avançado), Canal 2 (Básico), …'. */
export const areaLevelsText = (areas: readonly (AreaLevel & { answered?: boolean })[]) =>
  areas
    .map(
      (area) =>
        `${area.nome} ${formatNumber(area.nivel)} (${area.titulo}${area.answered === false ? ', sem resposta: nível padrão' : ''})`,
    )
    .join(', ');

/** Says that the areas' titles and the mean's label belong to one 1-5 scale, and which is which. */
export const SAME_SCALE_NOTE =
  'O título de uma área (Rudimentar … Excelência) e o rótulo da média (Inicial … Otimizado) são da mesma escala de 1 a 5: ao citar um deles, diga se é o nível de uma área ou a média da gestão.';

/** The mean in words: 'Maturidade da gestão (média …): 2,3 de 5, rótulo Básico (rótulo da média — …).' */
export const managementMeanText = (media: number, nivel: string) =>
  `${maturityScales.management.name} (${maturityScales.management.scale}): ${formatNumber(media)} de 5, rótulo ${nivel} (${SCORE_SCALE}).`;

/** The management facts as prompt lines. */
export function managementFactLines(facts: ManagementFacts): string[] {
  return [
    `- ${maturityScales.area.name} (${maturityScaleText}), dado pela resposta à pergunta de maturidade da área: ${areaLevelsText(facts.areas)}.`,
    `- ${managementMeanText(facts.media, facts.nivel)} ${SAME_SCALE_NOTE}`,
  ];
}

/**
 * The model's areas with the computed level and title. An area is matched by its name (case and
 * accents aside), else by its position among the six when that area's name is not in the output
 * (then it takes the radar's name); an area matched to none (the schema's six names make it rare)
 * gets the default level 3.
 */
export function applyAreaLevels(areas: readonly AreaLevel[], output: ManagementAreasModel): ManagementAreas {
  const named = (name: string) => areas.find((area) => sameAreaName(area.nome, name));
  const present = new Set(output.areas_analisadas.flatMap((item) => named(item.nome)?.nome ?? []));
  return {
    ...output,
    areas_analisadas: output.areas_analisadas.map((item, index) => {
      const byPosition = areas[index];
      const area = named(item.nome) ?? (byPosition && !present.has(byPosition.nome) ? byPosition : undefined);
      return area
        ? { ...item, nome: area.nome, nivel_maturidade: area.nivel, titulo_maturidade: area.titulo }
        : {
            ...item,
            nivel_maturidade: DEFAULT_AREA_LEVEL,
            titulo_maturidade: maturityLabel(DEFAULT_AREA_LEVEL),
          };
    }),
  };
}

const factsOf = (input: AnalysisInput) => managementFacts(new AnswerSheet(input));

/** management-overview: the areas' levels and the overall level (its nivel_de_maturidade). */
export const managementOverviewFacts: TaskFacts<AnalysisInput, ManagementOverviewModel, ManagementOverview> =
  {
    lines: (input) => managementFactLines(factsOf(input)),
    apply: (input, output) => ({ ...output, nivel_de_maturidade: factsOf(input).nivel }),
  };

/** management-areas: each area's level and title. */
export const managementAreasFacts: TaskFacts<AnalysisInput, ManagementAreasModel, ManagementAreas> = {
  lines: (input) => managementFactLines(factsOf(input)),
  apply: (input, output) => applyAreaLevels(factsOf(input).areas, output),
};
