import { defineArea } from '../../platform/http/define-area';

/** The analyses of the diagnostics: reading, (re)generating, per-section analyses and the investor report. */
export const handler = defineArea('analyses', {
  'GET /api/investor-report/{resultId}': () => import('./get-investor-report'),
  'GET /api/analyses/{resultId}': () => import('./get-analysis'),
  'POST /api/analyses/{resultId}/generate': () => import('./generate-analysis'),
  'POST /api/analyses/{resultId}/sections/{sectionKey}': () => import('./analyse-section'),
});
