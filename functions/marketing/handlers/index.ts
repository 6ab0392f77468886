import { defineArea } from '../../platform/http/define-area';

/** The marketing area: website analyses (a workflow per run) and Instagram analyses. */
export const handler = defineArea('marketing', {
  'GET /api/website-analyses': () => import('./list-website-analyses'),
  'POST /api/website-analyses': () => import('./create-website-analysis'),
  'GET /api/website-analyses/{analysisId}': () => import('./get-website-analysis'),
  'DELETE /api/website-analyses/{analysisId}': () => import('./delete-website-analysis'),
  'POST /api/website-analyses/{analysisId}/retry': () => import('./retry-website-analysis'),
  'POST /api/website-analyses/{analysisId}/regenerate': () => import('./regenerate-website-analysis'),
  'GET /api/instagram-analyses': () => import('./list-instagram-analyses'),
  'POST /api/instagram-analyses': () => import('./create-instagram-analysis'),
  'GET /api/instagram-analyses/{analysisId}': () => import('./get-instagram-analysis'),
  'DELETE /api/instagram-analyses/{analysisId}': () => import('./delete-instagram-analysis'),
  'POST /api/instagram-analyses/{analysisId}/retry': () => import('./retry-instagram-analysis'),
  'POST /api/instagram-analyses/{analysisId}/regenerate': () => import('./regenerate-instagram-analysis'),
});
