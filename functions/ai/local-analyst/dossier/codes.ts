import type {
  BusinessStage,
  FounderAmbition,
  GrowthModel,
} from '../../../contracts/analysis-data/dossier/sections';
import type { DossierFacts } from './facts';

/** The business diagnostic's stage options (values 1-5) as the dossier's stages. */
const stageByOption: Record<number, BusinessStage> = {
  1: 'validacao',
  2: 'tracao',
  3: 'escala',
  4: 'estagnacao',
  5: 'reinvencao',
};

/** The business stage: the stage the founder chose, else the business analysis's maturity. */
export function businessStage(facts: DossierFacts): BusinessStage {
  const option = facts.sheets.business?.option('estagio');
  if (option && stageByOption[option.value]) return stageByOption[option.value] ?? 'tracao';
  return facts.business?.nivel_de_maturidade === 'Avançado' ? 'escala' : 'tracao';
}

/** The founder diagnostic's ambition options (values 1-4), in the spec's code set. */
const ambitionByOption: Record<number, FounderAmbition> = {
  1: 'crescer',
  2: 'vender',
  3: 'perpetuar',
  4: 'sair do dia a dia',
};

/** The founder's ambition; 'crescer' when not answered. */
export const founderAmbition = (facts: DossierFacts): FounderAmbition =>
  ambitionByOption[facts.sheets.founder?.option('ambicao_principal')?.value ?? 1] ?? 'crescer';

/** The growth engine options of the business diagnostic (1 product, 2 sales, 3 marketing, 4 unsure). */
const growthByOption: Record<number, GrowthModel> = { 1: 'plg', 2: 'slg', 3: 'mlg' };

/**
 * The growth model: the engine the founder chose; when unsure, the channel that brings most revenue
 * (referrals → product-led, active sales → sales-led, any other → marketing-led).
 */
export function growthModel(facts: DossierFacts): { model: GrowthModel; reason: 'chosen' | 'channel' } {
  const sheet = facts.sheets.business;
  const chosen = growthByOption[sheet?.option('motor_crescimento')?.value ?? 0];
  if (chosen) return { model: chosen, reason: 'chosen' };
  const main = sheet?.distribution('faturamento_por_canal')[0]?.category ?? '';
  const model: GrowthModel = /indica/i.test(main) ? 'plg' : /vendas/i.test(main) ? 'slg' : 'mlg';
  return { model, reason: 'channel' };
}
