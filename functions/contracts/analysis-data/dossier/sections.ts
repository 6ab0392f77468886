/**
 * The strategic dossier's fixed facts (spec 3 "Strategic dossier", spec 9): its six sections in
 * generation order and the code sets its sections use. Pure data: the web reads it.
 */

/** Spec 9: the six section keys, in the fixed order they are generated and shown. */
export const dossierSectionKeys = [
  'resumo_executivo',
  'perfil_fundador',
  'raio_x_negocio',
  'analise_mercado',
  'perfil_investidor',
  'plano_estrategico',
] as const;
export type DossierSectionKey = (typeof dossierSectionKeys)[number];

export const isDossierSectionKey = (value: unknown): value is DossierSectionKey =>
  typeof value === 'string' && (dossierSectionKeys as readonly string[]).includes(value);

/** Spec 9: the founder's alignment between company and life is a grade out of 10. */
export const FOUNDER_ALIGNMENT_MAX = 10;
/** Spec 3: the business X-ray's overall maturity is a grade from 1 to 5; each area 0-5 (spec 3, radar). */
export const DOSSIER_MATURITY_MIN = 1;
export const DOSSIER_MATURITY_MAX = 5;

/** Spec 9 code sets: the stored codes; their Portuguese labels are in messages/dossier-sections.ts. */
export const growthModels = ['plg', 'slg', 'mlg'] as const;
export type GrowthModel = (typeof growthModels)[number];
/** The English names the spec gives the growth models: stored texts may carry them. */
const growthModelEnglish: Record<GrowthModel, string> = {
  plg: 'Product-Led',
  slg: 'Sales-Led',
  mlg: 'Marketing-Led',
};
const foldCode = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s_-]+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * A stored growth model written as its code or its English name ('Sales-Led', 'sales led') as its
 * code; undefined for anything else (the reader then keeps the text as it is).
 */
export function growthModelCode(value: string): GrowthModel | undefined {
  const folded = foldCode(value);
  return growthModels.find((code) => folded === code || foldCode(growthModelEnglish[code]) === folded);
}

/**
 * Spec 9's stages, with 'validacao' first: the business diagnostic offers "Validação" as a stage
 * (decision 0059).
 */
export const businessStages = ['validacao', 'tracao', 'escala', 'estagnacao', 'reinvencao'] as const;
export type BusinessStage = (typeof businessStages)[number];
export const founderAmbitions = ['crescer', 'vender', 'perpetuar', 'sair do dia a dia'] as const;
export type FounderAmbition = (typeof founderAmbitions)[number];
export const potentialLevels = ['alto', 'médio', 'baixo'] as const;
export const priorityLevels = ['alta', 'média', 'baixa'] as const;

/**
 * Spec 3's types of a sector trend, with the two the business diagnostic's market changes also offer:
 * economic (costs and margins, demand) and competitive (large companies and platforms) (decision 0059).
 */
export const trendTypes = [
  'tecnológica',
  'regulatória',
  'comportamental',
  'econômica',
  'competitiva',
] as const;
export type TrendType = (typeof trendTypes)[number];
/**
 * The 90-day tactical schedule's phases, in order, named by their days (decision 0059: the spec's
 * curto, médio and longo prazo read as years to a founder; stored schedules may still carry them).
 */
export const schedulePhases = ['dias 1 a 30', 'dias 31 a 60', 'dias 61 a 90'] as const;

/** Spec 9: the investor profile levels (classificacao of the investor section). */
export const investorProfileLevels = [
  'Conservador',
  'Moderado',
  'Dinâmico',
  'Arrojado',
  'Agressivo',
] as const;

/** Spec 9: the pause between two generated sections. */
export const DOSSIER_SECTION_PAUSE_MS = 500;
/** Spec 9: a section's generation is retried up to 3 times, from 1000 ms doubling (the workflow's Retry). */
export const DOSSIER_GENERATION_RETRY = { maxRetries: 3, baseDelayMs: 1000, backoffRate: 2 } as const;
