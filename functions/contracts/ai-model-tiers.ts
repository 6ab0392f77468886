import type { AiTaskMetricName } from './operational-metrics';

/**
 * The stage's two Bedrock models (decision 0035): `heavy` (BEDROCK_MODEL_ID, CDK context
 * bedrockModelId) for the long structured outputs, `light` (BEDROCK_LIGHT_MODEL_ID, bedrockLightModelId)
 * for the short replies made in the request.
 */
export type AiModelTier = 'heavy' | 'light';

/**
 * Which model each AI task runs on: the analyses, the dossier, the action plan and the website
 * analysis on the heavy model; Genius and the founder sections (short texts generated in the request,
 * decision 0016) on the light one. The operations dashboard prices each task's tokens at its model's
 * price (infra/constructs/operations-dashboard.ts); the model port picks the model by the same table.
 */
export const aiTaskModelTier: Record<AiTaskMetricName, AiModelTier> = {
  'business-analysis': 'heavy',
  'founder-analysis': 'heavy',
  'founder-section': 'light',
  'management-overview': 'heavy',
  'management-areas': 'heavy',
  'dossier-resumo-executivo': 'heavy',
  'dossier-perfil-fundador': 'heavy',
  'dossier-raio-x-negocio': 'heavy',
  'dossier-analise-mercado': 'heavy',
  'dossier-perfil-investidor': 'heavy',
  'dossier-plano-estrategico': 'heavy',
  'action-plan': 'heavy',
  'genius-reply': 'light',
  'website-analysis': 'heavy',
};
