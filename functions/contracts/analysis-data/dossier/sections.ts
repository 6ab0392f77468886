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

/** Spec 9 code sets. */
export const growthModels = ['plg', 'slg', 'mlg'] as const;
export type GrowthModel = (typeof growthModels)[number];
export const growthModelLabels: Record<GrowthModel, string> = {
  plg: 'Product-Led',
  slg: 'Sales-Led',
  mlg: 'Marketing-Led',
};
export const businessStages = ['tracao', 'escala', 'estagnacao', 'reinvencao'] as const;
export type BusinessStage = (typeof businessStages)[number];
export const founderAmbitions = ['crescer', 'vender', 'perpetuar', 'sair do dia a dia'] as const;
export type FounderAmbition = (typeof founderAmbitions)[number];
export const potentialLevels = ['alto', 'médio', 'baixo'] as const;
export const priorityLevels = ['alta', 'média', 'baixa'] as const;

/** Spec 3: the types of a sector trend in the market analysis. */
export const trendTypes = ['tecnológica', 'regulatória', 'comportamental'] as const;
/** Spec 3: the tactical schedule's phases, in order (the local analyst spreads them over 90 days). */
export const schedulePhases = ['curto prazo', 'médio prazo', 'longo prazo'] as const;

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
