import type { AnalysisResponse } from '@contracts/analyses';
import { isRecord } from '@contracts/analysis-data/common';
import { readManagementAreas } from '@contracts/analysis-data/management';

/** Any stored data shape: the readers below take what older generations stored too. */
type Polled = Pick<AnalysisResponse, 'status'> & { data: unknown };

/** Business and founder: processing while the item says so (the screens poll until it changes). */
export const isProcessingStatus = (analysis: Pick<AnalysisResponse, 'status'>): boolean =>
  analysis.status === 'processing';

/**
 * Spec 4, management: "An analysis counts as 'processing' if its summary text contains
 * 'processamento' or 'Aguarde', or it has no analysed areas" — besides the item's own status
 * processing. An error is never processing (the screen offers regeneration instead).
 * The summary read is the data's (resumo_executivo, else summary): the shape that holds overview and
 * areas together, where a placeholder summary meant "not ready". The separate first-step overview is
 * not read: it is model text where 'processamento' is an ordinary word ('processamento de pedidos'),
 * and its readiness is the status.
 */
export function isManagementProcessing(analysis: Polled): boolean {
  if (analysis.status === 'processing') return true;
  if (analysis.status !== 'completed') return false;
  if (readManagementAreas(analysis.data).length === 0) return true;
  const summary = isRecord(analysis.data)
    ? (analysis.data.resumo_executivo ?? analysis.data.summary)
    : undefined;
  return typeof summary === 'string' && /processamento|Aguarde/.test(summary);
}
