import type {
  PerfilInvestidor,
  PerfilInvestidorModel,
} from '../../contracts/analysis-data/dossier/perfil-investidor';
import type { RaioXNegocio, RaioXNegocioModel } from '../../contracts/analysis-data/dossier/raio-x-negocio';
import { DOSSIER_MATURITY_MAX, DOSSIER_MATURITY_MIN } from '../../contracts/analysis-data/dossier/sections';
import {
  DEFAULT_AREA_LEVEL,
  readManagementAreas,
  sameAreaName,
} from '../../contracts/analysis-data/management';
import { AnswerSheet } from '../answers/answer-sheet';
import type { DossierSectionInput } from '../dossier-input';
import { readBusinessAnalysis } from '../../contracts/analysis-data/business-analysis';
import { maturityScales } from '../../contracts/analysis-data/maturity-scales';
import { businessFacts, businessMaturityText } from './business';
import { maturityScaleText } from './format';
import { founderFactLines, founderFacts, type FounderFacts } from './founder';
import { applyInvestorFacts, investorFactLines, investorFacts, type InvestorFacts } from './investor';
import {
  areaAt,
  areaFacts,
  areaLevelsText,
  managementAreaDefinitions,
  managementMeanText,
  SAME_SCALE_NOTE,
  maturityOf,
  type AreaLevel,
  type MaturityFacts,
} from './management';
import type { TaskFacts } from './task-facts';

/** The X-ray's maturity: the six areas, their mean, its title, and the 1-5 grade (the mean within 1-5). */
export interface DossierMaturity extends MaturityFacts<AreaLevel & { answered?: boolean }> {
  grau: number;
  /** 'answers': from the management diagnostic's answers; 'analysis': from the stored management analysis. */
  source: 'answers' | 'analysis';
}

/** The business maturity (its own 3-level scale): from the business answers, else the stored analysis. */
export interface DossierBusinessMaturity {
  nivel: string;
  /** The score of 100, when the business answers were loaded. */
  points?: number;
}

/** What code knows for the dossier's sections. */
export interface DossierFacts {
  maturity: DossierMaturity;
  business: DossierBusinessMaturity | undefined;
  /** The founder's DISC shares and profile, when the founder diagnostic's answers were loaded. */
  founder: FounderFacts | undefined;
  investor: InvestorFacts;
}

/**
 * The areas' levels from the management answers when they were loaded (the facts the management
 * analysis shows), else from the stored management analysis (an area it lacks: level 3).
 */
function dossierMaturity(input: DossierSectionInput): DossierMaturity {
  const answers = input.answers.management;
  const sheet = answers ? new AnswerSheet(answers) : undefined;
  const stored = sheet ? [] : readManagementAreas(input.managementAnalysis);
  const areas = managementAreaDefinitions.map((definition) =>
    sheet
      ? areaFacts(sheet, definition)
      : areaAt(
          definition,
          stored.find((area) => sameAreaName(area.nome, definition.nome))?.nivel_maturidade ??
            DEFAULT_AREA_LEVEL,
        ),
  );
  const maturity = maturityOf(areas);
  return {
    ...maturity,
    grau: Math.min(DOSSIER_MATURITY_MAX, Math.max(DOSSIER_MATURITY_MIN, maturity.media)),
    source: sheet ? 'answers' : 'analysis',
  };
}

function businessMaturity(input: DossierSectionInput): DossierBusinessMaturity | undefined {
  const answers = input.answers.business;
  if (answers) {
    const facts = businessFacts(new AnswerSheet(answers));
    return { nivel: facts.nivel, points: facts.points };
  }
  const nivel = readBusinessAnalysis(input.businessAnalysis)?.nivel_de_maturidade.trim();
  return nivel ? { nivel } : undefined;
}

export function dossierFacts(input: DossierSectionInput): DossierFacts {
  const founder = input.answers.founder;
  return {
    maturity: dossierMaturity(input),
    business: businessMaturity(input),
    founder: founder ? founderFacts(new AnswerSheet(founder)) : undefined,
    investor: investorFacts(input),
  };
}

/** The dossier's facts as prompt lines: the same for every section (they can share a cached prefix). */
export function dossierFactLines(facts: DossierFacts): string[] {
  const { maturity } = facts;
  const source =
    maturity.source === 'answers'
      ? 'dado pela resposta à pergunta de maturidade de cada área'
      : 'da análise do sistema de gestão';
  return [
    `- ${maturityScales.area.name} (${maturityScaleText}), ${source}: ${areaLevelsText(maturity.areas)}.`,
    `- ${managementMeanText(maturity.grau, maturity.nivel)} É o grau de maturidade do Raio-X. ${SAME_SCALE_NOTE}`,
    ...(facts.business
      ? [
          `- ${businessMaturityText(facts.business.nivel, facts.business.points)} É outra escala, a do Diagnóstico de Negócio: ao citá-la, chame-a de maturidade do negócio, nunca de maturidade da gestão.`,
        ]
      : []),
    ...(facts.founder ? founderFactLines(facts.founder).slice(0, 1) : []),
    ...investorFactLines(facts.investor),
  ];
}

/**
 * The X-ray with the computed grade (not asked of the model) and each area's level and title (the
 * descriptions kept).
 */
export function applyMaturityFacts(maturity: DossierMaturity, output: RaioXNegocioModel): RaioXNegocio {
  const areas = Object.fromEntries(
    maturity.areas.map((area) => [
      area.key,
      { ...output.areas_avaliadas[area.key], nivel_maturidade: area.nivel, titulo_maturidade: area.titulo },
    ]),
  ) as RaioXNegocio['areas_avaliadas'];
  return { ...output, grau_maturidade: maturity.grau, areas_avaliadas: areas };
}

const linesOf = (input: DossierSectionInput) => dossierFactLines(dossierFacts(input));

/** A dossier section whose output holds no computed number: the shared lines only. */
export const dossierContextFacts = <Output>(): TaskFacts<DossierSectionInput, Output> => ({
  lines: linesOf,
  apply: (_input, output) => output,
});

/** dossier-raio-x-negocio: the grade and the areas' levels and titles. */
export const raioXNegocioFacts: TaskFacts<DossierSectionInput, RaioXNegocioModel, RaioXNegocio> = {
  lines: linesOf,
  apply: (input, output) => applyMaturityFacts(dossierMaturity(input), output),
};

/** dossier-perfil-investidor: the classification, the budgets and the allocation. */
export const perfilInvestidorFacts: TaskFacts<DossierSectionInput, PerfilInvestidorModel, PerfilInvestidor> =
  {
    lines: linesOf,
    apply: (input, output) => applyInvestorFacts(investorFacts(input), output),
  };
