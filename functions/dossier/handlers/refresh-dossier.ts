import { requestDossierGeneration } from '../request-generation';
import { defineHandler } from '../../platform/http/define-handler';

/**
 * Atualizar dossiê: rewrites, in the dossier's order, every section written from an analysis redone
 * since: 202 with the dossier as the run starts. 409 while a generation runs, and when nothing is stale.
 */
export const handler = defineHandler('POST /api/dossier/refresh', {}, async ({ auth }) => ({
  statusCode: 202,
  body: await requestDossierGeneration(auth.userId, 'stale'),
}));
