import { defineArea } from '../../platform/http/define-area';

/** The strategic dossier: reading it and generating its sections. */
export const handler = defineArea('dossier', {
  'GET /api/dossier': () => import('./get-dossier'),
  'POST /api/dossier/generate': () => import('./generate-dossier'),
  'POST /api/dossier/sections/{sectionKey}/generate': () => import('./generate-section'),
});
