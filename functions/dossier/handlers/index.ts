import { defineArea } from '../../platform/http/define-area';

/** The strategic dossier: reading it, generating its sections and rewriting the stale ones. */
export const handler = defineArea('dossier', {
  'GET /api/dossier': () => import('./get-dossier'),
  'POST /api/dossier/generate': () => import('./generate-dossier'),
  'POST /api/dossier/sections/{sectionKey}/generate': () => import('./generate-section'),
  'POST /api/dossier/refresh': () => import('./refresh-dossier'),
});
